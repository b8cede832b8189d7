/**
 * 胎神占方: where the day's fetus spirit dwells, as tyme4ts writes it ('碓磨床 外西南':
 * the household things it occupies, then the side and direction). Its sixty values are
 * composed from the fourteen places and thirteen positions below, so they are rendered by
 * composition too: the places joined, then the position.
 */
import { renderingOf, type GlossaryTable, type TermLanguage } from './renderings';

//            zh-Hant   en                 ja        ko        fr                   es                    de                  pt                    ru                       it
// prettier-ignore
export const FETUS_PLACES: GlossaryTable = {
  占大门: ['占大門', 'main gate', '占大門', '점대문', 'grand portail', 'portón', 'Haupttor', 'portão', 'главные ворота', 'portone'],
  占房床: ['占房床', 'bedroom bed', '占房床', '점방상', 'lit de la chambre', 'cama del dormitorio', 'Schlafzimmerbett', 'cama do quarto', 'кровать в спальне', 'letto della camera'],
  占碓磨: ['占碓磨', 'mortar and mill', '占碓磨', '점대마', 'mortier et meule', 'mortero y molino', 'Mörser und Mühle', 'pilão e moinho', 'ступа и жернов', 'mortaio e macina'],
  占门: ['占門', 'door', '占門', '점문', 'porte', 'puerta', 'Tür', 'porta', 'дверь', 'porta'],
  碓磨: ['碓磨', 'mortar and mill', '碓磨', '대마', 'mortier et meule', 'mortero y molino', 'Mörser und Mühle', 'pilão e moinho', 'ступа и жернов', 'mortaio e macina'],
  厨灶: ['廚灶', 'kitchen stove', '厨竈', '주조', 'fourneau', 'fogón', 'Küchenherd', 'fogão', 'кухонный очаг', 'focolare'],
  仓库: ['倉庫', 'storehouse', '倉庫', '창고', 'réserve', 'almacén', 'Vorratsraum', 'depósito', 'кладовая', 'magazzino'],
  房床: ['房床', 'bed', '房床', '방상', 'lit', 'cama', 'Bett', 'cama', 'кровать', 'letto'],
  碓: ['碓', 'mortar', '碓', '대', 'mortier', 'mortero', 'Mörser', 'pilão', 'ступа', 'mortaio'],
  厕: ['廁', 'privy', '厠', '측', 'latrines', 'letrina', 'Abort', 'latrina', 'отхожее место', 'latrina'],
  炉: ['爐', 'furnace', '炉', '로', 'four', 'horno', 'Ofen', 'forno', 'печь', 'forno'],
  门: ['門', 'door', '門', '문', 'porte', 'puerta', 'Tür', 'porta', 'дверь', 'porta'],
  栖: ['棲', 'roost', '棲', '서', 'perchoir', 'gallinero', 'Hühnerstange', 'poleiro', 'насест', 'pollaio'],
  床: ['床', 'bed', '床', '상', 'lit', 'cama', 'Bett', 'cama', 'кровать', 'letto'],
};

// prettier-ignore
export const FETUS_POSITIONS: GlossaryTable = {
  外正东: ['外正東', 'outside, due east', '外正東', '외정동', 'dehors, plein est', 'fuera, este', 'draußen, genau Ost', 'fora, leste', 'снаружи, восток', 'fuori, est'],
  外东南: ['外東南', 'outside, southeast', '外東南', '외동남', 'dehors, sud-est', 'fuera, sureste', 'draußen, Südost', 'fora, sudeste', 'снаружи, юго-восток', 'fuori, sud-est'],
  外正南: ['外正南', 'outside, due south', '外正南', '외정남', 'dehors, plein sud', 'fuera, sur', 'draußen, genau Süd', 'fora, sul', 'снаружи, юг', 'fuori, sud'],
  外西南: ['外西南', 'outside, southwest', '外西南', '외서남', 'dehors, sud-ouest', 'fuera, suroeste', 'draußen, Südwest', 'fora, sudoeste', 'снаружи, юго-запад', 'fuori, sud-ovest'],
  外正西: ['外正西', 'outside, due west', '外正西', '외정서', 'dehors, plein ouest', 'fuera, oeste', 'draußen, genau West', 'fora, oeste', 'снаружи, запад', 'fuori, ovest'],
  外西北: ['外西北', 'outside, northwest', '外西北', '외서북', 'dehors, nord-ouest', 'fuera, noroeste', 'draußen, Nordwest', 'fora, noroeste', 'снаружи, северо-запад', 'fuori, nord-ovest'],
  外正北: ['外正北', 'outside, due north', '外正北', '외정북', 'dehors, plein nord', 'fuera, norte', 'draußen, genau Nord', 'fora, norte', 'снаружи, север', 'fuori, nord'],
  外东北: ['外東北', 'outside, northeast', '外東北', '외동북', 'dehors, nord-est', 'fuera, noreste', 'draußen, Nordost', 'fora, nordeste', 'снаружи, северо-восток', 'fuori, nord-est'],
  房内东: ['房內東', 'in the room, east', '房内東', '방내동', 'dans la chambre, est', 'en la habitación, este', 'im Zimmer, Ost', 'no quarto, leste', 'в комнате, восток', 'nella stanza, est'],
  房内南: ['房內南', 'in the room, south', '房内南', '방내남', 'dans la chambre, sud', 'en la habitación, sur', 'im Zimmer, Süd', 'no quarto, sul', 'в комнате, юг', 'nella stanza, sud'],
  房内西: ['房內西', 'in the room, west', '房内西', '방내서', 'dans la chambre, ouest', 'en la habitación, oeste', 'im Zimmer, West', 'no quarto, oeste', 'в комнате, запад', 'nella stanza, ovest'],
  房内北: ['房內北', 'in the room, north', '房内北', '방내북', 'dans la chambre, nord', 'en la habitación, norte', 'im Zimmer, Nord', 'no quarto, norte', 'в комнате, север', 'nella stanza, nord'],
  房内中: ['房內中', 'in the room, centre', '房内中', '방내중', 'dans la chambre, centre', 'en la habitación, centro', 'im Zimmer, Mitte', 'no quarto, centro', 'в комнате, центр', 'nella stanza, centro'],
};

/** Longest place names first, so '占门碓' reads as 占门 + 碓, not 占 + … */
const PLACE_WORDS = Object.keys(FETUS_PLACES).sort((a, b) => b.length - a.length);

function placesOf(text: string): string[] | undefined {
  const words: string[] = [];
  for (let rest = text; rest.length > 0;) {
    const word = PLACE_WORDS.find((w) => rest.startsWith(w));
    if (!word) return undefined;
    words.push(word);
    rest = rest.slice(word.length);
  }
  return words;
}

/** A 胎神 value ('碓磨床 外西南') in `lang`, or undefined when a part is not in the tables. */
export function fetusName(lang: TermLanguage, fetus: string): string | undefined {
  const [placeText = '', position = ''] = fetus.split(' ');
  const places = placesOf(placeText)?.map((word) => renderingOf(FETUS_PLACES, lang, word));
  const side = renderingOf(FETUS_POSITIONS, lang, position);
  if (!places || places.includes(undefined) || side === undefined) return undefined;
  const chinese = lang === 'zh-Hans' || lang === 'zh-Hant' || lang === 'ja';
  if (chinese) return `${places.join('')} ${side}`;
  // Places are listed in lower case to be joined; the first starts the phrase.
  const phrase = `${places.join(', ')} · ${side}`;
  return phrase.charAt(0).toLocaleUpperCase(lang) + phrase.slice(1);
}
