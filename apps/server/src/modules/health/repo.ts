import { databaseStatus, type DatabaseHandle } from '../../db/client';

/** What the health check asks of the database: which driver, and whether it answers. */
export function createDatabaseProbe(database: DatabaseHandle) {
  return {
    driver: database.driver,
    status: () => databaseStatus(database.db),
  };
}

export type DatabaseProbe = ReturnType<typeof createDatabaseProbe>;
