import { databaseStatus, type DatabaseHandle } from '../../db/client';

/**
 * What the health check asks of the database: which driver, whether it answers, and how many
 * migrations this build carries (readiness waits until the database has them all).
 */
export function createDatabaseProbe(database: DatabaseHandle, migrationsExpected: number) {
  return {
    driver: database.driver,
    migrationsExpected,
    status: () => databaseStatus(database.db),
  };
}

export type DatabaseProbe = ReturnType<typeof createDatabaseProbe>;
