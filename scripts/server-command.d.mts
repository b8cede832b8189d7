// The types of server-command.mjs, for the TypeScript that imports it (bench, tests).
export declare const COMPILED_SERVER: string;
export declare function serverCommand(options: { production: boolean; env: NodeJS.ProcessEnv }): {
  args: string[];
  env: NodeJS.ProcessEnv;
};
