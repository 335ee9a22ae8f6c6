/** Imported first by each benchmark: the app's request log would otherwise go to the terminal and cost CPU. */
process.env.LOG_LEVEL ??= 'silent';

export {};
