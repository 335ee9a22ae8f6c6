import { declareProcess } from './process-keys.ts';

/** Imported first by the API's entry point (main.ts): the configuration then holds only the API's keys (process-keys.ts). */
declareProcess('api');
