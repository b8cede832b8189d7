import { z } from 'zod';

/** What the client needs to know about this server's configuration. */
export const appConfigResponse = z
  .object({
    webviewOrigins: z.array(z.string()).readonly().describe('Origins the in-app webview may show besides our own'),
  })
  .meta({ id: 'AppConfig' });

export type AppConfigResponse = z.infer<typeof appConfigResponse>;
