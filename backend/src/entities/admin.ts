import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { timestamps } from './timestamps.ts';

export const Admin = defineEntity({
  name: 'Admin',
  tableName: 'admins',
  properties: {
    id: p.integer().primary(),
    email: p.string().unique(),
    name: p.string(),
    passwordHash: p.string().hidden().lazy(),
    ...timestamps,
  },
});
export type Admin = InferEntity<typeof Admin>;
