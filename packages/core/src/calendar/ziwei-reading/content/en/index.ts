import type { ZiweiContent } from '../../texts';
import { stars } from './stars';

export const texts: ZiweiContent = {
  names: {
    palaces: {
      soul: 'Life',
      siblings: 'Siblings',
      spouse: 'Spouse',
      children: 'Children',
      wealth: 'Wealth',
      health: 'Health',
      travel: 'Travel',
      friends: 'Friends',
      career: 'Career',
      property: 'Home',
      spirit: 'Inner Life',
      parents: 'Parents',
    },
    mutagens: { lu: 'Hua Lu (flow)', quan: 'Hua Quan (power)', ke: 'Hua Ke (merit)', ji: 'Hua Ji (attention)' },
  },
  stars,
  palaces: {
    soul: 'The Life palace shows your basic temperament and how you meet the world; the whole chart starts here.',
    siblings: 'The Siblings palace shows how you get on with brothers and sisters, peers and close companions.',
    spouse: 'The Spouse palace shows what you hope for in a close relationship and how you share a life.',
    children:
      'The Children palace shows your bond with children and younger people, and with whatever you create and nurture.',
    wealth:
      'The Wealth palace shows your attitude and habits around money and resources; it does not predict gains or losses.',
    health:
      'The Health palace traditionally looks at the body; here it is only a reminder to mind your rest and stress. For any health question, please ask a doctor.',
    travel:
      'The Travel palace shows how you come across away from home, and how you fare when travelling or changing surroundings.',
    friends: 'The Friends palace shows your dealings with friends, colleagues and partners in work.',
    career: 'The Career palace shows how you work, where your career leans and what gives you a sense of achievement.',
    property: 'The Home palace shows the feel of your household, where you live and the kind of home you long for.',
    spirit:
      'The Inner Life palace shows where your joy comes from: interests, state of mind and the life of the spirit.',
    parents: 'The Parents palace shows your bond with parents, elders and superiors, and your studies and paperwork.',
  },
  brightness: {
    bright: 'The star is at its brightest here: its strengths unfold easily and naturally.',
    steady: 'The star shines moderately here: its strengths come out as you tend them.',
    dim: 'The star is dim here and works quietly; its lessons show more clearly, and that is exactly where you grow.',
  },
  mutagen: {
    lu: 'Hua Lu adds ease and goodwill to this star: openings in this area come to you more readily. Enjoy them and share them.',
    quan: 'Hua Quan adds drive and command to this star: here you want to set the direction. Keep some softness in your strength.',
    ke: 'Hua Ke adds clarity and a good name to this star: this is a place to learn, show your work and earn a reputation.',
    ji: 'Hua Ji marks something you care about and turn over in your mind. It is not bad news, just an invitation to bring patience and awareness here.',
  },
  borrowed:
    'This palace has no major star, so by tradition it is read through the stars of the opposite palace. Their qualities show up more quietly here and are more open to the influence of surroundings and the people around you.',
  pairs: {
    ziweiTianfu:
      'Zi Wei and Tian Fu share this palace: the Emperor meets the Treasury, vision joined with steadiness. Both want the wheel, so the art is balancing daring with caution.',
    ziweiQisha:
      'Zi Wei and Qi Sha share this palace, a pairing tradition says turns force into authority: you shoulder big tasks willingly. Give that drive a clear direction and it gains power.',
    wuquTanlang:
      'Wu Qu and Tan Lang share this palace, practical sense joined with many talents; tradition calls it a late bloomer. Patient building lets your gifts bear fruit.',
    taiyangTaiyin:
      'Tai Yang and Tai Yin share this palace, Sun and Moon together: strength and softness, outgoing and inward. Moods may swing between the two; make room for both sides of yourself.',
    taiyangTianliang:
      'Tai Yang and Tian Liang share this palace: warmth joined with principle. You like to help and value a good name, and your knowledge and experience can light the way for others.',
    tiantongJumen:
      'Tian Tong and Ju Men share this palace: gentleness woven with critical thought. You feel a lot, and what you say may not match what you mean; putting feelings into clear words helps.',
  },
  summary: {
    borrowed:
      'Your Life palace has no major star and is read through the opposite Travel palace: your character is flexible and adapts to places and people, which is a strength of its own.',
  },
  body: {
    soul: 'Body and Life palaces coincide: who you are is also where you put your effort. A distinct personality with strong inner drive.',
    spouse:
      'The Body palace sits in Spouse: partnership shapes your life deeply, and you come to know yourself through your relationships.',
    wealth:
      'The Body palace sits in Wealth: you value a secure material footing and put real effort into looking after your resources.',
    travel:
      'The Body palace sits in Travel: your stage is often out in the world; new places and people help you grow.',
    career:
      'The Body palace sits in Career: your sense of purpose comes largely from work; getting something done is what grounds you.',
    spirit:
      'The Body palace sits in Inner Life: inner contentment matters most to you, and your interests and state of mind shape your happiness.',
  },
  period: {
    focus: {
      soul: 'This period opens in your Life palace: attention comes back to yourself. A good time to sort out direction, adjust habits and get to know yourself anew.',
      siblings:
        'This period opens in your Siblings palace: more contact with siblings, peers and companions; cooperation and good boundaries are the lesson.',
      spouse:
        'This period opens in your Spouse palace: close relationships take centre stage. A time to tend your bond and practise talking things through.',
      children:
        'This period opens in your Children palace: children, younger people or your own projects matter more. A time to nurture and create.',
      wealth:
        'This period opens in your Wealth palace: planning money and resources gets more attention. A time to get clear on income and spending and build steady habits.',
      health:
        'This period opens in your Health palace: a reminder to mind your rest and stress and be kind to body and mind. For anything about your health, listen to a doctor.',
      travel:
        'This period opens in your Travel palace: more chances to go out, move and meet new surroundings. A time to widen your horizons.',
      friends:
        'This period opens in your Friends palace: social life is lively. A time to cultivate connections and learn who is worth growing close to.',
      career:
        'This period opens in your Career palace: work and how you do it are the focus. A time to set goals and build expertise.',
      property:
        'This period opens in your Home palace: family and home draw attention. A time to tidy up and make a space where you feel at peace.',
      spirit:
        'This period opens in your Inner Life palace: feelings and interests matter more. A time to look after your moods and grow hobbies that make you happy.',
      parents:
        'This period opens in your Parents palace: ties with parents, elders or superiors draw attention, and it is a good time for study.',
    },
    mutagen: {
      lu: 'Where the period’s Hua Lu lands, things tend to flow and effort is more readily rewarded; it is worth leaning in.',
      quan: 'Where the period’s Hua Quan lands, you want to take the lead; a good place to take responsibility and move decisively.',
      ke: 'Where the period’s Hua Ke lands is a good place to learn, show your talents and build a reputation.',
      ji: 'Where the period’s Hua Ji lands is what you may find hard to let go of and keep turning over. Slow down and bring some patience.',
    },
    luInSoul:
      'Hua Lu enters your Life palace: in this period your outlook and goodwill open doors more easily; make good use of the tailwind.',
    jiInSoul:
      'Hua Ji enters your Life palace: in this period you may ask a lot of yourself and think a lot. Remember to be gentle with yourself.',
  },
};
