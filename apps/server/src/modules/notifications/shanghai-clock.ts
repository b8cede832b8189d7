/** The time of day on the Asia/Shanghai clock as 'HH:MM', the form members choose their reminder time in. */
const SHANGHAI_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Shanghai',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export const shanghaiTime = (at: Date): string => SHANGHAI_TIME.format(at);
