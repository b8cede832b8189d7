import type { ReadingTexts } from './reading-texts';

export const texts: ReadingTexts = {
  listSeparator: ', ',
  orientation: { upright: 'upright', reversed: 'reversed' },
  topics: {
    love: 'This is a question about love, so every card is read for what it says about the heart.',
    career: 'This is a question about work, so every card is read for what it says about your career.',
    money:
      'This is a question about money, so every card is read for what it says about your finances. The cards offer a way of looking at money, not financial advice.',
    study: 'This is a question about study, so every card is read for what it says about effort, learning and growth.',
    health:
      'This is a question about your wellbeing, so every card is read for what it says about caring for yourself. The cards are a reminder, not a diagnosis: for your body, listen to your doctor.',
    decision:
      'This is a question that asks for a decision. The cards help you weigh each side; the choice is always yours.',
    general: 'No particular area was named, so every card is read in its general meaning.',
  },
  patterns: {
    majorsPastFuture:
      'Major Arcana sit in both the past and the future ({cards}): this is not a passing wave but a longer lesson in your life, reaching from what has been into what is coming.',
    towerThenStar:
      'The Tower and the Star appear together ({cards}): once the old structure loosens, hope returns. Rest first, then rebuild piece by piece.',
    sunAndMoon:
      'The Sun and the Moon appear together ({cards}): what is clear and what is not sit side by side. Trust what you know, and give the hazy parts time.',
    loversAndDevil:
      'The Lovers and the Devil share this draw ({cards}): the pull is strong, so it is worth telling a heartfelt choice from a habit that is hard to let go.',
    courtPeople:
      'Court cards ({cards}) often stand for the people around you, or for a side of yourself. Who in this story resembles them, and how is their attitude shaping yours?',
    cupsInLove:
      'Several Cups in a question of love ({cards}): feeling is the main current here. Saying honestly what you feel will help more than guessing what the other person thinks.',
    swordsInLove:
      'Several Swords in a question of love ({cards}): thoughts and words weigh heavily in this bond. Speak gently, and do not let worry reach conclusions for you.',
    wandsInWork:
      'Several Wands in a question of work or study ({cards}): drive and enthusiasm are your capital. Give that energy a clear plan to run along.',
    pentaclesInMoney:
      'Several Pentacles in a question of money ({cards}): the answer lies in steady details. Tracking, planning and small steps are more dependable than hoping for one big turn.',
    manyAces:
      'More than one Ace appears ({cards}): new beginnings are sprouting in several directions. Pick the one you most want to tend and start there.',
    majorsLead:
      'The Major Arcana make up more than half the draw: this touches the larger themes of your life. It deserves your attention, and your patience with yourself.',
    noMajors:
      'Only Minor Arcana appear: this comes down to everyday choices and actions, and you have more say in it than you might think.',
    mostReversed:
      'More than half the cards are reversed: this is a time to slow down and sort things out within. Clear what is stuck before pushing ahead.',
    noneReversed: 'Every card is upright: energy flows freely, a good moment to turn ideas into action.',
    fireLeads:
      'Fire (Wands) leads: passion and action are the key. Once you are clear, move, while watching for haste.',
    waterLeads:
      'Water (Cups) leads: feelings and relationships are at the heart of this. Listen to what you truly feel, and allow for others’ feelings too.',
    airLeads:
      'Air (Swords) leads: thinking, talking and deciding take centre stage. Clear words and a clear head help more than going round in circles.',
    earthLeads:
      'Earth (Pentacles) leads: money, work and your body need the most care. Steady, practical steps beat daydreams.',
    noWands: 'No Wands appear in the whole spread: a spark of action may be missing. What do you really want to do?',
    noCups:
      'No Cups appear in the whole spread: feelings seem to have been set aside. Look after your own heart and the people around you.',
    noSwords:
      'No Swords appear in the whole spread: this may not be fully thought through yet. Write your worries down and sort your thoughts.',
    noPentacles:
      'No Pentacles appear in the whole spread: the plan still lacks its practical side. What is the first concrete step?',
  },
  leaning: {
    yes: 'The cards lean towards yes. Go with that current, and keep an eye on the details the cards point out.',
    no: 'The cards lean towards no, or at least "not this way". It is not a verdict, just an invitation to look at it from another angle.',
    notYet:
      'The cards lean towards "not yet". The answer is still taking shape: watch, prepare, and you will know when the time is right.',
  },
  choice: {
    pathA:
      'Weighing the two paths, the cards favour the first option: both its road and its outcome run more smoothly.',
    pathB:
      'Weighing the two paths, the cards favour the second option: both its road and its outcome run more smoothly.',
    even: 'The two paths weigh about the same and the cards show no clear preference. Perhaps what matters is less which road you take than how you walk it.',
  },
  synthesis: {
    question: 'You asked: “{question}”',
    noQuestion: 'You did not write a question this time; the cards speak to whatever is most on your mind.',
    anchor: 'The spread comes to rest on {card} ({orientation}) in “{position}”: {keywords}.',
    tone: {
      flowing: 'The energy as a whole runs smoothly: take that confidence into what you want to do.',
      mixed:
        'Ease and friction are woven together. Notice where the reversed cards sit: that is where you are asked to adjust.',
      inward:
        'The cards mostly ask you to pause and look within. Moving forward is not closed to you; caring for yourself first makes the road steadier.',
    },
  },
};
