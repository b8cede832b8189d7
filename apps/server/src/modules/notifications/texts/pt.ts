import type { NotificationTexts } from './notification-texts';

export const pt: NotificationTexts = {
  reply: { title: 'Respondemos à sua mensagem', body: 'Obrigado por nos escrever. Toque para ler a nossa resposta.' },
  dailyTarot: {
    title: 'O seu tarô do dia',
    body: 'A carta de hoje está à sua espera. Tire-a e veja o que ela tem para lhe dizer.',
  },
  checkIn: {
    title: 'Não perca a sua sequência',
    body: 'Ainda não fez o check-in de hoje. Um toque antes da meia-noite e a sua sequência continua.',
  },
};
