import { p } from '@mikro-orm/core';

/** createdAt / updatedAt for every table whose rows change after they are made. */
export const timestamps = {
  createdAt: p.datetime().onCreate(() => new Date()),
  updatedAt: p
    .datetime()
    .onCreate(() => new Date())
    .onUpdate(() => new Date()),
};
