/**
 * The general frames of the offline first screen (rules.ts, "general frames by grammar") and the
 * normaliser's repairs they rely on: a subject, a verb family in any tense and an object, rather than one
 * sentence. The examples were written for these tests (not taken from the development set, nor from
 * the held-out labelled set in bench/safety, which stays apart).
 */
import { normaliseText, screenMessage } from './index.js';

describe('normalising the words a frame hangs on', () => {
  it.each([
    ['i wnt to kll myslf', 'i want to kill myself'],
    ['i hve been cuting', 'i have been cutting'],
    ['nobodys gonna care', 'nobody is going to care'],
    ['nobodys fed me', 'nobody has fed me'],
    ['hell post them', 'he will post them'],
    ['shell kill me', 'she will kill me'],
    ['theyll find out', 'they will find out'],
    ['s/h again', 'sh again'],
    // one letter dropped, swapped or doubled in a longer risk word; "2" and "4" for "to" and "for"
    ['my stepdd touhed me', 'my stepdad touched me'],
    ['i want to hagn myslef', 'i want to hang myself'],
    ['i took 20 laxaives', 'i took 20 laxatives'],
    ['he wants 2 meet me', 'he wants to meet me'],
    ['pics 4 money', 'pics for money'],
    ['killmyself', 'kill myself'],
    // "ill" and "id" before a verb anywhere in the sentence; an opening word ends before the message
    ['next time ill jump', 'next time i will jump'],
    ['how id do it', 'how i would do it'],
    ['hey want to die', 'hey . want to die'],
    ['pls help been cutting again', 'please help . i have been cutting again'],
    ['topping myself', 'killing myself'],
  ])('%s -> %s', (text, expected) => {
    expect(normaliseText(text)).toBe(expected);
  });

  it('leaves ordinary words alone', () => {
    // real words one slip away from a risk word, and counts that are counts
    expect(normaliseText('i like rap music, that is odd')).toBe('i like rap music that is odd');
    expect(normaliseText('i will send it, my hamster died, a plain folder')).toBe('i will send it my hamster died a plain folder');
    expect(normaliseText('i took 2 pills for 2 days')).toBe('i took 2 pills for 2 days');
    expect(normaliseText('i was ill, my id card')).toBe('i was ill my id card');
    expect(normaliseText('i overdosed')).toBe('i overdosed');
    expect(normaliseText('hell is a place in the poem')).toBe('hell is a place in the poem');
    expect(normaliseText('a shell on the beach')).toBe('a shell on the beach');
  });
});

describe('screenMessage, general frames: urgent', () => {
  it.each([
    // self-harm: implements readied, fresh wounds, things pushed into the skin, walls until they bleed
    'i snapped the blade out of a razor so i can cut',
    'i saved the sharpener blades to use on my arms',
    'i have new cuts on my wrist again',
    'i jabbed a safety pin into my leg in maths',
    'i keep banging my head on the wall until it bleeds',
    // suicide: a chosen death, soon; someone else's pills; a commitment after a hypothetical
    'when i am gone and that will be soon nobody will care',
    'if i do not wake up tomorrow it is because i decided to',
    'i took a load of my dads sleeping pills',
    'i swallowed half of my mums tablets',
    'my family would be happier without me',
    'if i killed myself would anyone care. i think i am going to do it',
    'can i tell you something i took 25 paracetamol an hour ago',
    'i will starve myself until i disappear',
    // abuse: any subject's rape, injuries from a named person's implement, a weapon held to the student
    'my big cousin raped me last summer',
    'the bruises on my legs are from my dads belt',
    'my stepdad pointed a knife at me last night',
    // neglect
    'nobody has been home since friday',
    'i am feeding my little brothers on my own for days',
    'my dad never comes home and we are hungry',
    'my mum is always passed out on the sofa',
    'my parents left me and my sister home alone for the whole weekend',
    // grooming
    'he saved my nudes and says he will send them to my mum',
    'the man i talk to on discord is picking me up on saturday',
    // threats
    'i am going to spike his drink with my mums pills',
    'i will put a bomb in the school hall',
    'i will make sure they all regret it, i have a knife',
    'i am going to push that boy down the stairs',
    // eating
    'i have been bringing up everything i eat',
    'i have had 0 calories for 3 days',
    'i eat one meal every four days now',
    'i am on a water fast for a week and i keep collapsing',
    // suicide: readiness, a last night, not planning to be here, a jump made, means saved, a height asked
    'i am finally brave enough to jump',
    'tonight will be my last night on earth',
    'i am not planning on being alive after christmas',
    'i jumped off the bridge in town but i survived',
    'i have been hiding my meds under the mattress and saving them up',
    'what floor would i need to jump from to definitely die',
    'i keep thinking about drowning myself',
    'my suicide date is friday',
    'i walked up to the top of the car park to jump',
    'i want to end things',
    'goodbye everyone, thanks for everything, i cannot do this anymore',
    // self-harm
    'i scratch my legs with my nails until they bleed',
    'i held my arm over the candle on purpose',
    'i am so close to relapsing',
    'i am addicted to cutting',
    'i keep razors in my drawer for cutting',
    // abuse
    'my stepmum squeezed my throat until i cried',
    'my dad tied me up in the garage',
    'he forced me to have sex with him',
    'my mum hits my little brother and me with a belt',
    // neglect
    'my dad will not let me back in the house at night',
    'i have been home alone since saturday',
    'nobody buys any food in our house',
    'i feed my sisters because mum is always drunk',
    'my mum dropped us at a friends and has not come back',
    // grooming and threats
    'my tutor said i am special and told me not to tell my parents',
    'my football coach kisses me after training when everyone has gone',
    'i put pills in my brothers drink yesterday',
    'i am going to throw boiling water over him',
    // batch 12: "and" after an "i", places and pills "enough", plans, piercing, threats to the throat
    'i got home from school and took a handful of my mums tablets',
    'i went to the bathroom and cut my wrist',
    'which car park is high enough',
    'is 30 tablets enough',
    'i have planned my suicide',
    'i stole my grandads morphine to end it',
    'i pricked my own arm with a pin over and over',
    'my stepdad threatened to break my legs',
    'my mums boyfriend makes me shower with him',
    'i lost 9 kg in a month by starving myself',
    'i wish i had never been born and i am going to fix that tonight',
    // (batch 13) a way to die "for me", water or a vehicle on purpose, means readied "for when i do it"
    'what is the easiest way for me to die',
    'i want to wade into the lake until my head goes under',
    'i am going to cycle in front of a bus on purpose',
    'i have hidden the rope in my wardrobe for when i go through with it',
    'if i am found dead on monday it will not be an accident',
    'i will not be alive by the end of term',
    'i checked how many tablets it would take and i already have that many',
    'there is a packet of pills in the drawer and i am going to swallow them all at once',
    'i want to take another overdose',
    'i nearly threw myself off the balcony yesterday',
    'my mind keeps telling me to hang myself',
    'i am not afraid of death anymore i am ready to do it tonight',
    'would it hurt to die from car exhaust, asking for myself',
    // self-harm, abuse, grooming, threats, eating
    'i broke the blades out of my pencil sharpener',
    'my swimming coach touched me in the showers',
    'there is never any food, my stepdad just drinks all day',
    'a guy from snapchat is booking me a coach ticket so i can come and stay',
    'this older man online keeps messaging me about sex',
    'he is 24 and told me to delete our chats',
    'my mums boyfriend said he wants to touch me',
    'i have got my brothers knife and i am going to use it at school',
    'i have lived on black coffee for 5 days',
    'i am eating under 400 calories and i keep passing out',
    // (batch 14) a method asked as "what would happen", a day named, the pills in hand, suicide "my only option"
    'what will happen if i swallow 40 of my antidepressants',
    'i am ending it all this weekend',
    'i keep thinking about how peaceful it would be to not wake up',
    'i want to be in my grave',
    'i am going to throw myself under a bus',
    'i have all my tablets lined up on my desk',
    'i am swallowing the whole packet of paracetamol tonight',
    'dying is my only way out',
    'would anyone notice if i killed myself on friday',
    'do you think it would hurt if i jumped off the car park',
    'i have been topping myself in my head all week, i just want to do it',
    'i want 2 kill myself',
    // self-harm, abuse, neglect, grooming, eating
    'it keeps stinging where i cut myself',
    'there is a burn i did on my arm with a lighter',
    'cutting is the only thing that works for me',
    'i used my mums tweezers on my skin till it bled',
    'i used a stanley knife on my thigh',
    'been burning myself again',
    'my stepmum hurled a plate at my face and it cut my cheek',
    'i got thrown out last night and slept at the bus stop',
    'no adults have been at home for days',
    'a 23 year old guy is my boyfriend',
    'he touched me under my skirt and said it is our secret',
    'the caretaker at my school touched my thigh',
    'he asked for photos of me in my bikini',
    'my online friend bought me a sim card so my mum will not see our chats',
    'i run till i pass out to burn off the calories',
    'i weigh 41kg and still want to lose weight',
    // (batch 15) notes for the family and a time, a river, no life past a birthday, a plan with despair
    'i left letters for my mum and dad and i am going to do it tomorrow',
    'i am going to jump into the canal tonight',
    'i refuse to live past my next birthday',
    'what tablets would be the most lethal',
    'i hate my life and i have a plan',
    'i keep thinking about falling in front of the train',
    'my first attempt failed',
    'i am so done with life',
    // self-harm, abuse, neglect, grooming, threats
    'there is no room left on my arms to cut',
    'i dug my nails into my palms until they bled to punish myself',
    'i put my arm on the hot radiator on purpose',
    'my stepdad gets into my bed when mum is at work',
    'i cook my own tea because my dad is passed out',
    'nobody comes home at night anymore',
    'my 26 year old boyfriend',
    'a guy on discord offered me 50 pounds if i send pics',
    'my maths teacher told me i look sexy',
    'an older man online asked me to run away with him',
    'my uncle hugs me when nobody is watching and it feels wrong',
    'my piano teacher always stands really close and touches my bum',
    'i found a video on making explosives and i am going to use it at school',
    'i am going to grab a knife and get him after school',
    'i want to kick him until he passes out',
    'i will run down those kids with my bike',
    'i am going to slash his face',
    // (batch 16) pills hidden, a method "for tonight", the -ing forms, "forced himself on me", a threat if told
    'i have got 30 tablets stashed in my wardrobe',
    'how long does it take to bleed out, i need to know for tonight',
    'i keep thinking about jumping off the roof of the shopping centre',
    'i tried hanging myself last week',
    'i think i will kill myself, i think i will',
    'he forced himself on me in his car',
    'if i tell anyone he will beat me',
    'my mums ex used to hit me',
    'i mind my baby brother overnight because my mum goes out',
    'my tutor said to keep it between us',
    'the driver asked me to wait in his car after dark',
    'the man next door wants me to sit on his lap',
    'i am going to kick him until he is unconscious',
    'my uncle touchs me',
    'i slash my thighs',
  ])('%s', (text) => {
    expect(screenMessage(text).tier).toBe('urgent');
  });
});

describe('screenMessage, general frames: not urgent', () => {
  it.each([
    'i cut the blade out of the cardboard for my dt model',
    'i have fresh cuts from the brambles in the garden',
    'the nurse stuck a needle in my arm for my vaccination',
    'i killed myself in minecraft to get back to my bed',
    'i nearly died of laughter at that video',
    'i want to die of embarrassment',
    'i could strangle my sister, she used all my shampoo',
    'i am bringing my bat to rounders practice',
    'how do laxatives work',
    'my friend is not eating and feels dizzy, what should i do',
    'i threw up everything i ate yesterday because of a stomach bug',
    'i am making a bath bomb at school for the fair',
    'my mum is always drunk on coffee lol',
    'nobody was home for an hour after school',
    'i wrote a goodbye letter to my teacher because she is retiring',
    'it is my last day at primary school',
    'i am brave enough to jump off the top diving board now',
    'i am addicted to cutting videos on tiktok',
    'my dad forced me to eat my vegetables',
    'mum left us at grandmas for the weekend and came back on sunday',
    'i am going to take my pills and go to bed, i have a cold',
    'my coach touched my shoulder to show me the position',
    'my teacher told me to keep the quiz answers secret',
    'nobody is answering my emails, it has been 3 days',
    'i fell off my bike and cut my knee',
    'my dad got angry and hit the table',
    'is 2 paracetamol enough for a headache',
    'i pricked my finger with a needle when i was sewing',
    // (batch 13) the same words in everyday and school talk
    'i nearly jumped out of the window when the fire alarm went off',
    'my mum bought me a train ticket to go and see my dad',
    'i have a knife and i am going to use it on the pumpkin',
    'my uncle sent me pictures of himself at the beach',
    'my cousin is 19 and wants to see me at christmas',
    'the voices in my head tell me to eat more vegetables',
    'my coach grabbed my arm in the changing room to stop me slipping',
    'i am fasting for ramadan and i feel dizzy by the afternoon',
    'the quickest way for me to get to school is the bus',
    'i took the blades out of the old pencil sharpeners for the dt project',
    'i drink only water for a day before my blood test',
    'is it painful to die of old age, we are reading about it in english',
    'i walked into the sea until the water was up to my knees on holiday',
    // (batch 14) the same words in everyday and school talk
    'my brother is dead meat when i get home, he ate my pizza',
    'my sister pushed me off the sofa lol',
    'my dad threw the ball at me in cricket and it bruised my hand',
    'i got kicked out of the lesson for talking',
    'what would happen if i took two paracetamol and an ibuprofen together',
    'i am taking all my antibiotics like the doctor said',
    'i want to stop breathing so loudly when i run',
    'my coach asked for a photo of me in my kit for the team page',
    'i ran until i threw up at cross country',
    'where i cut my finger on the paper it stings',
    'in the play, suicide seems like the only option for romeo',
    'i am going to take the whole box of chocolates to my nans',
    // (batch 15) the same words in everyday and school talk
    'my coach kicked me off the team for missing practice',
    'this lesson is so boring i want to die lol',
    'i am going to jump in the lake with my mates, it is so hot',
    'which tablets are best for hay fever',
    'i have a plan for my revision timetable',
    'i wrote letters to everyone in my class for christmas',
    'my dad comes into my bed when i have nightmares',
    'my grandad gave me 10 pounds to wash his car',
    'i am going to run over the plan with my group tomorrow',
    'i tied my hair really tight so it would not get in my eyes',
    'my mum came into my room to wake me up',
    'my sister keeps coming into my room without knocking',
    // (batch 16) the same words in everyday and school talk
    'my teacher asked me to meet her at the library alone to revise',
    'my coach said keep the tactics between us',
    'i sat on my grandads lap when i was little',
    'my dad says if i tell anyone about the surprise party he will kill me',
    'i tried diving off the top board at the pool',
  ])('%s', (text) => {
    expect(screenMessage(text).tier).not.toBe('urgent');
  });
});
