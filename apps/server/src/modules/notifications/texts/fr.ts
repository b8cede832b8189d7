import type { NotificationTexts } from './notification-texts';

export const fr: NotificationTexts = {
  reply: {
    title: 'Nous avons répondu à votre message',
    body: 'Merci de nous avoir écrit. Touchez pour lire notre réponse.',
  },
  dailyTarot: {
    title: 'Votre tarot du jour',
    body: 'La carte du jour vous attend. Tirez-la et écoutez ce qu’elle a à vous dire.',
  },
  checkIn: {
    title: 'Gardez votre série',
    body: 'Vous n’avez pas encore pointé aujourd’hui. Un petit geste avant minuit et votre série continue.',
  },
};
