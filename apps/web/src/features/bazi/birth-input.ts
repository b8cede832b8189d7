import { birthInputOfRequest, whereOfChart } from '@tarot/core/calendar/bazi/birth-request';
import type { ChartRequest } from './chart-request';

/**
 * The solar input the core chart functions take (core's one conversion, also the server's):
 * a birth given on another zone's clock is read in Beijing time, and a world birthplace gives
 * true solar time its longitude. Apart from chart-request.ts because it needs the calendar
 * library, which the form loads late.
 */
export const toBirthInput = (request: ChartRequest) => birthInputOfRequest(request, whereOfChart(request));
