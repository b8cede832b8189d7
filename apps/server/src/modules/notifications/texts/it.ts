import type { NotificationTexts } from './notification-texts';

export const it: NotificationTexts = {
  reply: {
    title: 'Abbiamo risposto al tuo messaggio',
    body: 'Grazie per averci scritto. Tocca per leggere la nostra risposta.',
  },
  dailyTarot: {
    title: 'Il tuo tarocco del giorno',
    body: 'La carta di oggi ti aspetta. Pescala e scopri cosa ha da dirti.',
  },
  checkIn: {
    title: 'Non interrompere la tua serie',
    body: 'Oggi non hai ancora fatto il check-in. Un tocco prima di mezzanotte e la serie continua.',
  },
};
