import type { FastifyInstance } from 'fastify';
import type { Config, Secrets } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { JobRunner } from '../jobs/runner';
import type { RedisLink } from '../providers/redis/link';
import type { SharedState } from '../providers/shared-state/shared-state';

/**
 * What a module answers to the modules that depend on it, by the module's name. Each module's
 * public file adds its own entry (`declare module '../../container/define-module'`), so a
 * dependency arrives typed as what that module answers and nothing else of it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ModuleExports {}

/** What the server holds before any module: settings, secrets, storage and the shared state. */
export interface Platform {
  readonly config: Config;
  readonly secrets: Secrets;
  readonly database: DatabaseHandle;
  /** Set: a Redis every instance shares (rate counts, lockouts, challenges, push between instances). */
  readonly redis: RedisLink | undefined;
  /** Lockouts and passkey challenges: in Redis when there is one, else in the process. */
  readonly state: SharedState;
  /** Codes go to the development inbox (and the log) instead of real SMS and e-mail. */
  readonly developmentInbox: boolean;
  /** From the moment a shutdown starts draining, readiness fails. */
  readonly isDraining: () => boolean;
}

type Exported<Name extends string> = Name extends keyof ModuleExports ? ModuleExports[Name] : void;

/** A module's dependencies, by name, each as what it answers; beside them, the platform. */
export type ModuleContext<Needs extends keyof ModuleExports> = { readonly [Name in Needs]: ModuleExports[Name] } & {
  readonly platform: Platform;
};

export interface ModuleDefinition<Name extends string, Needs extends keyof ModuleExports> {
  readonly name: Name;
  /** The modules whose answers `register` and `jobs` take: the container registers them first. */
  readonly dependsOn: readonly Needs[];
  /** Its routes and services; answers what its dependants receive. */
  readonly register?: (app: FastifyInstance, context: ModuleContext<Needs>) => Promise<Exported<Name>>;
  /** Its work on the job runner, right after `register`; only where a runner runs (`JOBS=1`). */
  readonly jobs?: (runner: JobRunner, app: FastifyInstance, context: ModuleContext<Needs>) => Promise<void>;
}

/** What the container handles: any module, its dependencies' types erased. */
export interface AnyModule {
  readonly name: string;
  readonly dependsOn: readonly string[];
  readonly register?: (app: FastifyInstance, context: never) => Promise<unknown>;
  readonly jobs?: (runner: JobRunner, app: FastifyInstance, context: never) => Promise<void>;
}

/**
 * One shape for every server module: its name, the modules it needs, and what it registers.
 * Identity only; it exists so a module's `register` is checked against its `dependsOn`.
 */
export function defineModule<Name extends string, Needs extends keyof ModuleExports = never>(
  definition: ModuleDefinition<Name, Needs>,
): ModuleDefinition<Name, Needs> {
  return definition;
}
