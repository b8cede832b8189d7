import type { NotificationTexts } from './notification-texts';

export const en: NotificationTexts = {
  reply: { title: 'We replied to your feedback', body: 'Thank you for writing to us. Tap to read our answer.' },
  dailyTarot: {
    title: 'Your daily tarot',
    body: 'Today’s card is waiting for you. Draw it and see what it has to say.',
  },
  checkIn: {
    title: 'Keep your streak going',
    body: 'You haven’t checked in today yet. A quick tap before midnight keeps your streak alive.',
  },
};
