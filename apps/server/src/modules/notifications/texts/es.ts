import type { NotificationTexts } from './notification-texts';

export const es: NotificationTexts = {
  reply: {
    title: 'Hemos respondido a tus comentarios',
    body: 'Gracias por escribirnos. Toca para leer nuestra respuesta.',
  },
  dailyTarot: {
    title: 'Tu tarot del día',
    body: 'La carta de hoy te está esperando. Sácala y descubre lo que quiere decirte.',
  },
  checkIn: {
    title: 'No pierdas tu racha',
    body: 'Todavía no has hecho el registro de hoy. Hazlo antes de medianoche y tu racha sigue viva.',
  },
};
