import { birthInputOfRequest } from '@tarot/core/calendar/bazi/birth-request';

/**
 * The solar input the core chart functions take (core's one conversion, also the server's).
 * Apart from chart-request.ts because it needs the calendar library, which the form loads late.
 */
export const toBirthInput = birthInputOfRequest;
