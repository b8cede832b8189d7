import type { NotificationTexts } from './notification-texts';

export const de: NotificationTexts = {
  reply: {
    title: 'Wir haben auf dein Feedback geantwortet',
    body: 'Danke, dass du uns geschrieben hast. Tippe, um unsere Antwort zu lesen.',
  },
  dailyTarot: {
    title: 'Dein Tarot des Tages',
    body: 'Die Karte des Tages wartet auf dich. Zieh sie und hör, was sie dir sagen möchte.',
  },
  checkIn: {
    title: 'Bleib an deiner Serie dran',
    body: 'Du hast heute noch nicht eingecheckt. Ein kurzer Tipp vor Mitternacht, und deine Serie geht weiter.',
  },
};
