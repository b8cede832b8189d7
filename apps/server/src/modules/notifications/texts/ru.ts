import type { NotificationTexts } from './notification-texts';

export const ru: NotificationTexts = {
  reply: { title: 'Мы ответили на ваш отзыв', body: 'Спасибо, что написали нам. Нажмите, чтобы прочитать ответ.' },
  dailyTarot: { title: 'Ваше таро дня', body: 'Карта дня уже ждёт вас. Вытяните её и узнайте, что она хочет сказать.' },
  checkIn: {
    title: 'Не прерывайте серию',
    body: 'Сегодня вы ещё не отметились. Отметьтесь до полуночи, и серия продолжится.',
  },
};
