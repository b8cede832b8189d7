import type { CardNameTable } from '../../types';
import { nameTable } from '../name-table';

/**
 * Les noms que connaît un lecteur français : ceux des éditions françaises du Rider-Waite, qui
 * gardent Le Bateleur, La Papesse et Le Pape de Marseille, et les couleurs Bâtons, Coupes,
 * Épées et Deniers.
 */
export const names: CardNameTable = nameTable({
  majors: [
    'Le Fou',
    'Le Bateleur',
    'La Papesse',
    'L’Impératrice',
    'L’Empereur',
    'Le Pape',
    'Les Amoureux',
    'Le Chariot',
    'La Force',
    'L’Hermite',
    'La Roue de Fortune',
    'La Justice',
    'Le Pendu',
    'La Mort',
    'La Tempérance',
    'Le Diable',
    'La Tour',
    'L’Étoile',
    'La Lune',
    'Le Soleil',
    'Le Jugement',
    'Le Monde',
  ],
  ranks: [
    'As',
    'Deux',
    'Trois',
    'Quatre',
    'Cinq',
    'Six',
    'Sept',
    'Huit',
    'Neuf',
    'Dix',
    'Valet',
    'Cavalier',
    'Reine',
    'Roi',
  ],
  suits: { wands: 'de Bâtons', cups: 'de Coupes', swords: 'd’Épées', pentacles: 'de Deniers' },
  minor: (rank, suit) => `${rank} ${suit}`,
});
