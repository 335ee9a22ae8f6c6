import { declareProcess } from 'backend/process-keys';

/** Imported first by the workers' entry point (main.ts): the configuration then holds only the workers' keys (backend/src/process-keys.ts). */
declareProcess('workers');
