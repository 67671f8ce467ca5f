/**
 * The offline first screen's curated patterns (issue 25), written against the normaliser's canonical
 * form (see normalise.ts: lower case, tokens [a-z0-9]+ separated by single spaces, "." between
 * sentences, "im" -> "i am", "wanna" -> "want to", "kms" -> "kill myself", "mom" -> "mum").
 *
 * They look for FIRST-PERSON intent, plan, method, a recent act and disclosure ("i want to", "my
 * stepdad ... me"), not for topics: a question about suicide, a war, a play or a game has no rule.
 * Every gap between words is bounded ("(?: w){0,n}" over single-spaced tokens), so each expression
 * runs in linear time over the message.
 */

export type Tier = 'urgent' | 'concern' | 'conduct' | 'none';
export type Family =
  | 'suicide'
  | 'selfharm'
  | 'abuse'
  | 'grooming'
  | 'threat'
  | 'eating'
  | 'distress'
  | 'bullying'
  | 'selfhatred'
  | 'substances'
  | 'sexual'
  | 'conduct';

export interface Rule {
  /** Reported in `matched`, e.g. "suicide.intent". */
  name: string;
  tier: Exclude<Tier, 'none'>;
  family: Family;
  re: RegExp;
  /** A "not", "never" or "no" in the three words before the match cancels it ("i would never kill myself"). */
  negatable?: boolean;
  /**
   * A hypothetical or reported frame in the two or three words before the match ("what if", "if",
   * "he said", "told me to") lowers it one step (urgent -> concern, concern -> none). Default true;
   * conduct rules are never lowered.
   */
  guarded?: boolean;
  /** Skipped when the message is about a game (threat rules: "i am going to kill him" in Fortnite). */
  gameSensitive?: boolean;
  /** Words of the canonical text of which at least one must be present for the rule to run (a fast gate). */
  keys?: ReadonlySet<string>;
  /** Checked on the message and the earlier turns; when absent, the rule counts at `otherwise`. */
  requires?: RegExp;
  otherwise?: Tier;
  /** Checked on the sentence of a match: when it matches, that match does not count ("knife" in food tech). */
  unless?: RegExp;
}

// ---------------------------------------------------------------------------------------------------
// building blocks

/** Up to n more words (over single-spaced tokens: linear, no nested ambiguity). */
const g = (n: number) => `(?: [a-z0-9]+){0,${n}}`;
const any = (...xs: string[]) => `(?:${xs.join('|')})`;
/**
 * Adverbs a student puts between "i" and the verb, any number of them: each is a whole word and its space,
 * so the repetition is unambiguous and linear, and (unlike `{0,3}`) V8 need not unroll it when it compiles.
 */
const ADV = `(?:(?:fucking|fuckin|bloody|freaking|frickin|effing|legit|deadass|100|actually gonna|really|just|honestly|actually|kinda|kind of|seriously|genuinely|literally|still|now|so|sometimes|often|always|lowkey|low key|highkey|deadass|fr|truly|totally|almost|nearly|even|also|definitely|probably|then|lately|recently|only) )*`;
/**
 * "i" and its adverbs; at the start of a sentence the "i" may be left out ("want to die", "took 20 pills"):
 * the screen puts ". " before every message, so a sentence start is always ". " (consumed, not looked behind: faster).
 */
const I = `(?:i |\\. |(?:tbh|ngl|honestly|lowkey|literally|fr|idk|lol|sometimes|and i|but i) )${ADV}`;

const DESIRE = any(
  'want to', 'wanted to', 'need to', 'wish i could', 'am ready to', 'am going to', 'was going to', 'will',
  'have decided to', 'decided to', 'plan to', 'planning to', 'am planning to', 'am about to', 'have to',
  'feel like i want to', 'feel like i need to', 'keep wanting to', 'am tempted to', 'feel like', 'should',
  'could', 'might', 'would', 'am trying to', 'am scared i will', 'think i will', 'think i am going to',
  'am thinking of', 'am thinking about', 'am considering', 'kind of want to', 'am so close to',
  'am gonna', 'going to', 'am going to go', 'deserve to', 'have been wanting to', 'have been meaning to',
);
/** Desires strong enough to count with "die" ("i am going to die" is everyday hyperbole). */
const STRONG_DESIRE = any(
  'want to', 'wanted to', 'need to', 'wish i could', 'am ready to', 'have decided to', 'decided to',
  'plan to', 'am planning to', 'planning to', 'feel like i want to', 'keep wanting to', 'deserve to',
  'should', 'should just', 'am going to go', 'have been wanting to', 'kind of want to', 'want to just',
);
/** "I overdosed on sugar / haribo / netflix": too much of a treat, not a drug. */
const NOT_OVERDOSED_ON = `(?! on (?:sugar|caffeine|chocolate|candy|sweets|haribo|skittles|cake|pizza|coffee|energy drinks|fizzy drinks|homework|revision|netflix|tiktok))`;
/** Being sick from bad food: an illness, not purging (the eating rules' exceptions). */
const FOOD_ILLNESS = 'food poisoning|dodgy|undercooked';
/** "Pushed me off", but not off the sofa or a beanbag (a squabble over a seat). */
const OFF_NOT_FURNITURE = 'off(?! (?:the |my |our )?(?:beanbag|bean bag|sofa|couch)(?![a-z]))';
/** Rooms a parent or teacher sends a child out of for the moment (not out of home). */
const SENT_OUT_OF_ROOM = 'kitchen|lounge|living room|lesson|classroom|shop|pool';
const HIGH_PLACE = any('bridge', 'roof', 'rooftop', 'building', 'cliff', 'balcony', 'tower', 'car park', 'multi storey', 'ledge', 'window', 'overpass', 'motorway bridge');
const VEHICLE = any('train', 'car', 'bus', 'truck', 'lorry', 'tram', 'traffic');
const SUICIDE_ACT = any(
  'kill myself', 'end my life', 'end it all', 'end it(?= \\.|$| now| tonight| today| soon| forever| for good| bye| goodbye)',
  'end everything', 'end things(?! (?:with|between) )', 'commit suicide', 'hang myself', `overdose${NOT_OVERDOSED_ON}`,
  'shoot myself', 'drown myself', 'suffocate myself', 'slit my wrists?', 'poison myself', `jump off (?:a|the|my|this|that) ${HIGH_PLACE}`,
  `jump from (?:a|the|my|this|that) ${HIGH_PLACE}`, `jump in front of (?:a|the) ${VEHICLE}`, `step in front of (?:a|the) ${VEHICLE}`,
  'walk into traffic', 'not be here anymore', 'not be here any more', 'not be alive anymore',
  'not exist anymore', 'not exist', 'stop existing', 'stop living', 'disappear forever', 'go to sleep forever',
  'sleep forever', 'be gone forever', 'suicide',
);
const PILLS = any(
  'pills', 'tablets', 'sleeping tablets', 'morphine', 'tramadol', 'oxycodone', 'diazepam', 'valium', 'sertraline', 'fluoxetine', 'prozac', 'citalopram', 'paracetamol', 'tylenol', 'ibuprofen', 'panadol', 'aspirin', 'sleeping pills', 'insulin',
  'meds', 'medicine', 'medication', 'xanax', 'antidepressants', 'painkillers', 'pain killers', 'codeine', 'acetaminophen',
);
const PILL_QTY = any(
  '[1-9][0-9]+', 'a lot of', 'lots of', 'loads of', 'a bunch of', 'too many', 'so many', 'heaps of', 'a handful of',
  'a whole (?:bottle|box|pack|packet|strip) of', 'the whole (?:bottle|box|pack|packet|strip)(?: of)?', 'a load of', 'a pile of',
  '(?:a|one|two|half a) (?:box|pack|packet|strip|bottle)s? of',
  'all (?:of )?(?:my|the|her|his|mums|dads|my mums|my dads)', 'twenty', 'thirty', 'forty', 'fifty', 'a hundred',
  'ten', 'eleven', 'twelve', 'fifteen',
);
const BODY = any('arms?', 'wrists?', 'thighs?', 'legs?', 'skin', 'stomach', 'hips?', 'belly', 'ankles?', 'hands?', 'face');
/** Siblings, cousins and partners: a single past "hit me" may be a squabble; habitual or severe harm still counts. */
const PEERS = any('my brother', 'my stepbrother', 'my big brother', 'my older brother', 'my little brother', 'my sister', 'my stepsister', 'my little sister', 'my cousin', 'my (?:older|big|eldest|oldest) cousin', 'my boyfriend', 'my girlfriend');
/**
 * Not a sibling, cousin or partner. The look-ahead over PEERS runs only where a word "my" starts (one
 * character compared elsewhere): as a bare (?!PEERS) it ran at every position of every message.
 */
const NOT_PEER = `(?:(?=my )(?!${PEERS} )|(?!my ))`;
/** Brothers, sisters and cousins: one push or slap among them is a squabble (partners are not included). */
const SIBLINGS = any('my brother', 'my stepbrother', 'my big brother', 'my older brother', 'my little brother', 'my sister', 'my stepsister', 'my little sister', 'my big sister', 'my older sister', 'my cousin');
const NOT_SIBLING = `(?:(?=my )(?!${SIBLINGS} )|(?!my ))`;
const FAMILY = any(
  'my dad', 'my father', 'my stepdad', 'my mum', 'my mother', 'my stepmum', 'my parents', 'my uncle', 'my aunt',
  'my auntie', 'my grandad', 'my grandma', 'my brother', 'my stepbrother', 'my big brother', 'my older brother',
  'my sister', 'my stepsister', 'my cousin', 'my (?:older|big|eldest|oldest) cousin', 'my babysitter', 'my nanny', 'my carer', 'my foster (?:mum|dad|parents?|carer)',
  'my mums (?:new )?(?:boyfriend|girlfriend|partner|husband)', 'my dads (?:new )?(?:girlfriend|boyfriend|partner|wife)',
  'my boyfriend', 'my girlfriend', 'my coach', 'my teacher', 'my tutor', 'my neighbour', 'my priest', 'my guardian',
  'my (?:step )?parent', 'my family', 'my godfather', 'my godmother', 'our neighbour', 'a family friend',
  'my mums friend', 'my dads friend', 'dad', 'mum', 'stepdad', 'stepmum',
);
const HARM_PRESENT = any(
  'hits', 'beats', 'punches', 'kicks', 'slaps', 'chokes', 'strangles', 'burns', 'whips', 'belts', 'smacks',
  'hurts', 'abuses', 'rapes', 'molests', 'touches', 'gropes', 'starves', 'throws things at', 'bruises', 'attacks',
  'batters', 'headbutts', 'shoves', 'pushes', 'locks', 'ties up', 'threatens', 'scalds', 'stabs',
);
const HARM_PAST = any(
  'hit', 'beat', 'punched', 'kicked', 'slapped', 'choked', 'strangled', 'burned', 'burnt', 'whipped', 'belted',
  'smacked', 'hurt', 'abused', 'raped', 'molested', 'touched', 'groped', 'starved', 'threw things at', 'bruised',
  'attacked', 'battered', 'headbutted', 'shoved', 'pushed', 'locked', 'tied up', 'threatened', 'sexually assaulted',
  'assaulted', 'forced', 'beaten', 'scalded', 'stabbed',
);
const HARM_SEVERE = any('beats', 'chokes', 'strangles', 'burns', 'whips', 'belts', 'abuses', 'rapes', 'molests', 'touches', 'gropes', 'starves', 'raped', 'molested', 'abused', 'choked', 'strangled', 'sexually assaulted', 'groped');
const HARM_ING = any(
  'hitting', 'beating', 'punching', 'kicking', 'slapping', 'choking', 'strangling', 'burning', 'whipping', 'belting',
  'smacking', 'hurting', 'abusing', 'raping', 'molesting', 'touching', 'groping', 'starving', 'battering', 'bruising',
  'attacking', 'shoving', 'pushing', 'locking', 'threatening', 'beating up', 'battering', 'headbutting', 'bashing',
);
/** Who at home (or in a child's life) harms them: family words, dialect ("me mam", "mi dad"), partners, carers, "he", "they". */
const ACTOR = `(?:${FAMILY}|(?:my |)(?:mums|dads) (?:new )?(?:boyfriend|girlfriend|partner|husband|wife)|my (?:parent|parents|foster carer|foster mum|foster dad|stepparent|step parent)|(?:someone|somebody|people|an adult|a grownup) (?:at home|in my house|in my family)|he|she|they|him and (?:my )?mum|my (?:dad|mum) and (?:his|her) (?:girlfriend|boyfriend)|my (?:mums|dads|parents|brothers|sisters|friends|cousins|nans|grandmas) (?:friend|mate|boyfriend|partner|dad|uncle|brother|stepdad|grandad|husband))`;
/** Laughter or "jk" in the sentence: a threat is then banter ("im going to kill her lol"). */
const LAUGHTER = /\b(?:lol|lmao|lmfao|haha|hahaha|jk|just joking|only joking|kidding|xd|rofl|cracked up|we (?:both )?(?:laughed|were laughing))\b/;
/** Despair or a farewell that makes "i will do it tonight" mean suicide (narrative.do-it). */
const DESPAIR = /\b(?:(?:it is|its|it s) over for me|goodbye|bye forever|done with (?:life|everything|it all)|i am done|cannot (?:do this|cope|go on|take it|take this) anymore|give up|given up|hate my life|want to die|wanna die|better off without me|no point|nothing (?:is going to|will ever|will) get better|nobody (?:will|would) (?:care|miss me|notice)|no one (?:will|would) (?:care|miss me|notice)|tired of (?:living|life|being alive)|end it|ending it|kill myself|killing myself|suicide|suicidal|pills|rope|noose|my note|a note|letters|not (?:be )?here anymore|do not want to be here|do not want to live|telling a bot|want it (?:all )?(?:over|to end|to stop)|(?:no one|nobody) (?:will|would|can|could) find me|had enough of (?:everything|life|it all|living)|(?:cannot|can not) be bothered (?:living|to live|being alive|with life))\b/;
/** "die of laughter", "die of embarrassment": a figure of speech, not a wish. */
/**
 * "this lesson is so boring i want to die lol": a trivial cause (boredom, cringe, embarrassment) and laughter
 * in the same sentence make "want to die" a figure of speech. Laughter alone does not ("i want to die lol"
 * stays urgent: real risk is often written that way).
 */
const BORED_HYPERBOLE = /\b(?:so boring|boring|bored|boredom|cringe|cringey|cringy|embarrassing|embarrassed|awkward)\b(?: [a-z0-9]+){0,8} (?:want to|wanna|going to|gonna) die\b(?: [a-z0-9]+){0,3} (?:lol|lmao|lmfao|haha|hahaha|xd|jk)\b/;
const DIE_OF = /\bdie (?:of|from) (?:laughter|laughing|embarrassment|boredom|cringe|shame|happiness|excitement|cuteness|jealousy|envy|old age|hunger|thirst|heat)\b/;
/** "i could kill him, he ate my chocolate": "i could" before harm to a person is the everyday hyperbole. */
const COULD_HYPERBOLE = /\bi could (?:kill|strangle|murder|throttle|punch|slap|smack|strangle) (?:him|her|them|you|my|that|this)\b/;
const LAUGHTER_OR_COULD = new RegExp(`${LAUGHTER.source}|${COULD_HYPERBOLE.source}`);
/** Despair or a farewell, without the means themselves: for frames that already name the means. */
const DESPAIR_FEELING = new RegExp(DESPAIR.source.replace('|pills|rope|noose|', '|'));
/** A goodbye for leaving a school, a house or a job: letters and last days that are not farewells to life. */
const LEAVING = /\b(?:retire|retires|retiring|retirement|leaving (?:school|the school|our school|for|to)|moving (?:house|away|to|school|abroad)|new school|last day of (?:school|term)|emigrat(?:e|ing)|going to (?:secondary|university|uni|college)|pen ?pal|pen friend|old house|we move|we are moving)\b/;
/** Dying in a game on purpose ("die in minecraft to respawn"): a game mechanic, not a wish. */
const GAME_DEATH = /\b(?:respawn|respawning|spawn|spawn point|in (?:the|this|a|my) game|in game|in minecraft|in fortnite|in roblox|in hardcore|hardcore mode|lives left|extra life|checkpoint)\b/;
/** The same, or someone on a bridge or a platform for an ordinary reason (waiting, a view, fishing). */
const GAME_DEATH_OR_WAITING = new RegExp(`${GAME_DEATH.source}|\\b(?:waiting for (?:my|a|the|our) [a-z]+|fishing|taking (?:a |)(?:photos?|pictures?|pics?)|the view|sunset|sightseeing|on holiday)\\b`);
/** A question about what to do, a lesson or a story: grooming words are then a topic, not a disclosure. */
const HYPOTHETICAL_OR_LESSON = /\b(?:what if|if someone|if somebody|if a (?:man|stranger|person|guy)|if an adult|hypothetically|imagine|what should you do|what to do if|how do you know|signs of|grooming|pshe|lesson|in the (?:book|story|film|novel))\b/;
/** After "... hit me", "... pushes me": a purpose that is not harm ("to revise", "to apply"). */
const NOT_ABUSE_PURPOSE = `(?! (?:to (?:do|try|work|be|study|practi[sc]e|revise|keep|get|improve|learn|go|eat|read|join|apply|ask|stretch|wear|enter|sign up|audition|speak up|finish|aim|brush|tidy|train|write|try out|put my hand up|raise my hand|go for)|`;
/** The rest of what makes "... hit me" not harm: a game or competition, training, a pillow, "hit me up", a room left. */
const NOT_ABUSE_AFTER_REST = `in training|at training|with a (?:pillow|ball|snowball|water balloon|nerf|cushion|sock)|with (?:a|his|her|their|my) (?:toy|foam) (?:sword|swords|lightsaber|lightsabre|noodle)|by accident|accidentally|playing|for fun|as a joke|in a game|in the back by (?:telling|saying|going|posting|sharing|spreading|snitching|grassing)|on the (?:back|shoulder|arm|head) so i (?:was|am) it)| (?:at|in) (?:chess|games?|races?|football|fortnite|minecraft|roblox|mario|fifa|cards|tennis|running|maths|math|everything|a race)| up(?! (?:and|so|until|till|badly))| under the table| off (?:the |my |our )?(?:team|squad|pitch|court|field|stage|bus|beanbag|bean bag|sofa|couch)| out of (?:the |my |our |his |her |their )?(?:game|lobby|server|call|chat|team|group|party|match|room|account|phone|ipad|tablet|console|${SENT_OUT_OF_ROOM})| on (?:the |my |a |his |her )?(?:swing|swings|tyre swing|tire swing|bike|roundabout|merry go round|sledge|trolley|buggy|scooter|skateboard)(?![a-z])| off (?:the |my )?(?:wifi|xbox|ps5|playstation|switch|tv|telly|computer|laptop|console|ipad)(?![a-z])| (?:at|in) (?:(?:a|an|the|every|each|his|her|their|our) )?(?:[a-z0-9]+ ){0,2}(?:game|games|match|matches|round|rounds|race|races|quiz|quizzes|battle|tournament|competition|contest|frame|frames)(?![a-z])| (?:at|in) (?:(?:a|the) )?(?:cribbage|scrabble|pool|snooker|darts|arm wrestling|wrestling|blitz|rummy|gin rummy|battleships|bedwars|poker|typing|times tables|wii [a-z]+|heads up|wordle|whist|claw machine|kahoot|sudoku|boggle|guess who|ping pong|table tennis|badminton|golf|bowling|mario kart|monopoly|uno|cluedo|connect (?:4|four)|checkers|draughts|trivia|karaoke|smash bros|smash|street fighter|tekken|mortal kombat|air hockey|foosball|table football|squash|swimming|basketball|netball|rugby|cricket|hockey|ludo|jenga|dominoes|crosswords?|mastermind|charades|pictionary|countdown|spelling|mental maths)(?![a-z]))`;
/** What makes "... hit me" not harm, without the "really hard" of training. */
const NOT_ABUSE_AFTER_SOFT = `${NOT_ABUSE_PURPOSE}${NOT_ABUSE_AFTER_REST}`;
const HARM_DIALECT = any('leathers', 'leathered', 'wallops', 'walloped', 'thumps', 'thumped', 'clobbers', 'clobbered', 'whacks', 'whacked', 'lamps', 'lamped', 'decks', 'decked', 'belts', 'batters', 'twats', 'twatted', 'boots', 'booted', 'hurts', 'bashes', 'bashed', 'thrashes', 'thrashed', 'canes', 'caned', 'straps', 'strapped');
const NOT_ABUSE_AFTER = `${NOT_ABUSE_PURPOSE}really hard|so hard|too hard|harder|hard (?:in|at|to)|${NOT_ABUSE_AFTER_REST}`;
const ADULT_OR_ONLINE =
  '(?:older|adult|grownup|grown man|grown woman|stranger|strangers|online|internet|snapchat|snap|discord|roblox|instagram|insta|tiktok|fortnite|whatsapp|kik|omegle|telegram|wizz|the game|a game|(?:1[89]|[2-9][0-9]) ?(?:year old|years old|yo|yr old|yrs old)|(?:he|she|they|hes|shes) is (?:1[89]|[2-9][0-9])|man|men|a guy|this guy|some guy|that guy|an old guy|i met (?:him|her) (?:on|online))';
const PIC_ITEMS = any('pics', 'pic', 'pictures', 'picture', 'photos', 'photo', 'selfies', 'selfie', 'videos', 'video', 'snaps', 'a video call', 'facetime');
const SEXUAL_PIC_ITEMS = any(
  'nudes', 'nude', 'naked', 'naked pics', 'naked pictures', 'naked photos', 'pics of my body', 'pictures of my body',
  'photos of my body', 'my body', 'in my underwear', 'in underwear', 'in my bra', 'without (?:my )?clothes', 'without a top',
  'with no clothes', 'with no top', 'sexy (?:pics|pictures|photos|videos?|selfies)', 'private (?:pics|pictures|photos)',
  'dirty (?:pics|pictures|photos)', 'inappropriate (?:pics|pictures|photos)', 'spicy (?:pics|pictures|photos)',
  'my (?:boobs|chest|bum|butt|privates|private parts)', 'pics of my (?:boobs|chest|bum|butt|privates)',
);
const SECRECY =
  '(?:keep (?:it|this|us|our (?:chats?|messages|texts|relationship|friendship)|what we (?:do|did|talk about)|the (?:pics|photos|messages))(?: [a-z]+){0,2} (?:a )?secret|keep (?:it|this|that) between (?:us|you and me|me and you)|between you and me|(?:not to|do not|never|shouldnt|should not|must not|cannot|not) tell (?:anyone|anybody|my parents|my mum|my dad|your parents|your mum|your dad|my teacher|a teacher|any adults?|a grownup|my family|no one)|(?:our|a) (?:little |special )?secret|delete (?:our|the|all our) (?:chats?|messages|texts|conversations?))';
const PEOPLE_OBJECT = any(
  'him', 'her', 'them', 'everyone', 'everybody', 'people', 'someone', 'somebody', 'all of them', 'you all',
  'my (?:teacher|dad|mum|brother|sister|stepdad|stepmum|classmates?|class|school|friends?|ex|parents|family|neighbour|bully|bullies)',
  'the (?:teacher|teachers|school(?! (?:photocopier|printers?|computers?|laptops?|wifi|website|bell|app|system|heating))|class|students|kids|people|bully|bullies|boys|girls|whole school|whole class|head|headteacher|principal)',
  '[a-z]+ (?:in|at|from) my (?:class|school|year)', 'those (?:kids|people|bitches|guys|girls|boys)', 'that (?:kid|girl|boy|guy|bitch|teacher)',
  'this (?:kid|girl|boy|guy|teacher)', 'the whole (?:school|class|year)', 'every(?:one|body) (?:at|in) (?:school|my class)',
);
const WEAPON = any('knife', 'knives', 'gun', 'guns', 'blade', 'machete', 'weapon', 'weapons', 'pistol', 'rifle', 'shotgun', 'bomb', 'explosives?', 'shank', 'axe', 'taser', 'bat', 'baseball bat', 'hammer', 'crowbar', 'knuckle duster', 'brass knuckles', 'acid', 'petrol', 'screwdriver', 'box cutter', 'stanley knife', 'pocket knife', 'flick knife', 'zombie knife', 'pepper spray', 'nunchucks');
const SCHOOL_PLACE = `${any('school', 'class', 'college', 'the classroom', 'my classroom', 'assembly', 'the playground', 'pe', 'my bag', 'my school bag', 'my locker', 'lessons?', 'the bus')}(?! for (?:food|cooking|cookery|dt|design|art|home ec|a project|science|drama|the play|a play))`;
const FAT_WORDS = any('fat', 'obese', 'a whale', 'a fat pig', 'disgustingly fat', 'ugly and fat', 'too fat');
const DAYS = `(?:(?:[2-9]|[1-9][0-9]|two|three|four|five|six|seven|eight|nine|ten|a few|several|like [2-9]|like [1-9][0-9]|like two|like three|like four|like five|almost [2-9]|nearly [2-9]|over [2-9]) (?:days|whole days|full days|weeks|nights)|a week|a whole week|over a week|days|a few days|weeks|ages)`;
const DRUGS = any(
  'alcohol', 'beer', 'vodka', 'booze', 'wine', 'cider', 'rum', 'whiskey', 'whisky', 'shots', 'weed', 'cannabis',
  'marijuana', 'edibles', 'thc', 'vapes?', 'a vape', 'drugs', 'xanax', 'xans', 'mdma', 'molly', 'ecstasy',
  'cocaine', 'ket', 'ketamine', 'lsd', 'acid tabs', 'shrooms', 'magic mushrooms', 'nicotine', 'cigarettes',
  'cigs', 'a fake id', 'fake id', 'codeine', 'nitrous', 'whippets', 'poppers', 'a joint', 'joints',
  'a blunt', 'dabs', 'snus', 'zyns?', 'adderall', 'oxy', 'percs', 'meth', 'heroin', 'fentanyl', 'pre rolls', 'vodka shots',
);
const INSULT = any(
  'loser', 'idiot', 'moron', 'retard', 'retarded', 'slut', 'whore', 'fatso', 'fat pig', 'pig', 'dumbass', 'bitch',
  'skank', 'freak', 'weirdo', 'cow', 'ugly cow', 'fat cow', 'creep', 'prick', 'twat', 'dickhead', 'wanker', 'cunt',
  'spastic', 'spaz', 'tramp', 'tart', 'minger', 'ugly', 'fat', 'stupid', 'dumb', 'slag', 'trash', 'a waste of space',
);
const CLASSMATE = any(
  '(?:this|that|the new|the) (?:kid|girl|boy|guy|student|weirdo)', 'my (?:classmate|classmates|deskmate|lab partner|partner|friend|ex|teacher|sub|supply teacher)',
  'everyone in my class', '[a-z]+ (?:in|from) my (?:class|year|form|group)', 'the kids in my class', 'the girls in my class',
  'the boys in my class', 'my (?:maths|math|science|english|history|pe) teacher', 'our teacher', 'the teacher',
);
const TUTOR = any('you', 'this (?:app|bot|ai|tutor|thing|website|site|program)', 'the (?:app|bot|ai|tutor)', 'your answers?', 'ur answers?');

// ---------------------------------------------------------------------------------------------------
// the rules

/** A rule's gate: the words, one of which must be in the message. */
const words_ = (list: string) => new Set(list.split(' '));
/** Any of the phrases, as whole words. */
const words = (...xs: string[]) => new RegExp(`(?<![a-z0-9])(?:${xs.join('|')})(?![a-z0-9])`);

/**
 * V8 stops optimising a regular expression whose source passes 20 KB (no quick check of the first
 * characters, so every position of the message is tried in full): a rule larger than that was 5 to 10
 * times slower than the same patterns in two expressions. So a rule's patterns are packed into as many
 * expressions as keep each under this size, all with the rule's name and options.
 */
const MAX_SOURCE = 18_000;

function rule(
  name: string,
  tier: Exclude<Tier, 'none'>,
  family: Family,
  sources: string[],
  options: Partial<Omit<Rule, 'name' | 'tier' | 'family' | 're'>> = {},
): Rule[] {
  const groups: string[][] = [[]];
  let size = 0;
  for (const source of sources) {
    if (size + source.length > MAX_SOURCE && groups[groups.length - 1].length > 0) {
      groups.push([]);
      size = 0;
    }
    groups[groups.length - 1].push(source);
    size += source.length + 1;
  }
  return groups.map((group) => {
    const re = new RegExp(`(?<![a-z0-9])(?:${group.join('|')})(?![a-z0-9])`, 'g');
    return { name, tier, family, re, guarded: options.guarded ?? tier !== 'conduct', ...options };
  });
}

export const RULES: Rule[] = [
  // ---- suicide: intent, wish, ideation, plan, method, a recent act ---------------------------------
  rule('suicide.intent', 'urgent', 'suicide', [
    `${I}${DESIRE} ${ADV}${SUICIDE_ACT}`,
  ], { keys: words_('kill end commit hang overdose shoot drown suffocate slit poison jump step walk anymore more exist existing living disappear forever suicide alive') }),
  rule('suicide.wish-to-die', 'urgent', 'suicide', [
    `${I}${STRONG_DESIRE} ${ADV}(?:die|just die|be dead|not be alive|not live|stop living|not exist|disappear forever|not be here anymore|never wake up|not wake up|go to sleep and never wake up)`,
    `${I}(?:wish|hope) i (?:was|were|could be|would be|could just be|was just) (?:dead|not alive|not here anymore|gone forever|gone)`,
    `${I}wish i (?:could|would) (?:just )?(?:die|disappear forever|not wake up|never wake up|fall asleep forever|stop existing)`,
    `${I}hope i (?:do not|never|dont) wake up`,
    `${I}(?:hope|wish) i (?:die|just die|do not survive|get hit by (?:a|the) (?:car|bus|train|truck|lorry)|get run over|get killed|got hit by (?:a|the) (?:car|bus|train|truck|lorry))`,
    `${I}do not want to (?:live|be alive|exist|wake up(?! (?:early|so early|at [0-9]+|for (?:school|the bus|my exam|the exam|my test|the test|swimming|training|practice)|on (?:saturdays|sundays|weekends|the weekend)))|be here anymore|be here any more|be around anymore|go on|keep living|live anymore|be on this earth)`,
    `${I}(?:would be|am|d be) better off dead`,
    `(?:everyone|everybody|the world|my family|my parents|my friends|people|they|everyone else|my mum|my dad) (?:would|will|would all|will all|would just|would honestly) be (?:better off|better|happier|fine|okay) without me`,
    `(?:no one|nobody|no one even|nobody even) (?:would|will) (?:care|notice|miss me|even notice|even care|be sad)(?: if i (?:died|was dead|was gone|were gone|killed myself|disappeared|was not here))?`,
    `${I}have nothing (?:left )?to live for`,
    `(?:my life|life|living) (?:is not|is no longer|isnt) worth (?:living|it anymore)`,
    `${I}am (?:so |just |)(?:done|finished) with (?:life|living|being alive|it all|everything)(?: \\.|$)`,
    `${I}am (?:so |just |)(?:done|finished) with (?:life|living|being alive)(?! admin| skills| lessons?| hacks?)`,
    `${I}do not deserve to (?:live|be alive|exist)`,
    `not (?:be|being) (?:here|around|alive) (?:anymore|any more)`,
    `there is no (?:point|reason) (?:in|to|for) (?:me )?(?:living|being alive|staying alive|going on|me being here)`,
  ], { keys: words_('hit run killed survive die dead alive live living exist forever wake anymore more without miss care notice sad worth done finished deserve point reason gone here around'), unless: new RegExp(`${GAME_DEATH.source}|${DIE_OF.source}|${BORED_HYPERBOLE.source}`) }),
  rule('suicide.phrase', 'urgent', 'suicide', [
    '(?:kill|killing|killed) myself',
    '(?:end|ending) my (?:life|own life)',
    '(?:end|ending) it all',
    '(?:hang|hanging) myself',
    '(?:slit|slitting) my wrists?',
  ], { keys: words_('myself life all wrist wrists'),  negatable: true, unless: GAME_DEATH }),
  rule('suicide.ideation', 'urgent', 'suicide', [
    `${I}(?:am|feel|have been|have been feeling|feel really|get|was|been|keep feeling|feel so|am feeling|am getting) ${ADV}suicidal`,
    '(?:my|having|have|get|had|getting|with) suicidal (?:thoughts|feelings|ideation|urges|thinking)',
    `${I}(?:keep |have been |am |)(?:thinking|thought|think|dreaming|fantasi[sz]ing) (?:about|of) (?:killing myself|suicide|ending my life|ending it|ending it all|ending things|ending everything|dying a lot|dying all the time|not being here|not existing|how to die|ways to die|how i would do it|jumping off|overdosing|hanging myself)`,
    '(?:thoughts|thinking) (?:of|about) (?:killing myself|ending my life|ending it all)',
    `${I}(?:cannot stop|keep|am always|am constantly|have been constantly|constantly) (?:thinking|dreaming) (?:about|of) (?:dying|death|being dead|not being alive|my funeral)`,
    '\\. (?:(?:so|really|very|lowkey|kinda|feeling|feel|been|been feeling|always|still|getting|so fucking) ){0,2}suicidal',
    'feeling (?:so |really |very |kinda |a bit |)suicidal',
    `${I}(?:am|feel) (?:a bit |kind of |kinda |)(?:suicidal)`,
  ], { keys: words_('death funeral suicidal suicide killing ending dying existing die jumping overdosing hanging being thoughts would') }),
  rule('suicide.decided', 'urgent', 'suicide', [
    `${I}(?:have )?(?:made up my mind|decided|made my decision|made a decision) (?:about|on) (?:ending it|ending my life|ending everything|killing myself|dying|my suicide)`,
  ], { keys: words_('mind decided decision') }),
  rule('suicide.attempt', 'urgent', 'suicide', [
    `${I}(?:tried|attempted|have tried|have attempted|almost|nearly|once tried) (?:to )?(?:kill myself|suicide|commit suicide|end my life|hang myself|overdose|killed myself|ended my life|overdosed)`,
    '(?:my|a|another|the) (?:last |first |second |recent |)suicide attempts?',
    `${I}survived (?:a |my )?suicide attempt`,
  ], { keys: words_('suicide kill killed end ended hang overdose overdosed attempt attempts') }),
  rule('suicide.method', 'urgent', 'suicide', [
    `how (?:many|much)${g(3)} ${PILLS}${g(5)} (?:to die|to kill (?:me|myself|you|a person|someone|yourself)|would kill|will kill|can kill|could kill|does it take to (?:die|kill)|to overdose|to end it|is lethal|is fatal|is deadly|until (?:i|you) die|before (?:i|you) die|to never wake up|to not wake up|to end my life)`,
    `(?:painless|painfree|easiest|quickest|fastest|best|quick|easy|quiet|peaceful|surest|simplest|least painful|most painless|cleanest|cheapest) (?:way|ways|method|methods|option|options) (?:to|of) (?:die|dying|kill myself|killing myself|end my life|ending my life|commit suicide|committing suicide|suicide|end it|kill yourself|overdose|disappear forever)`,
    `how (?:do i|to|can i|should i|could i|would i|do you|would you|can you) (?:kill myself|kill yourself|commit suicide|hang myself|hang yourself|end my life|end your life|overdose|slit my wrists?|slit your wrists?|tie a noose|make a noose|die painlessly|die without pain|die in my sleep)`,
    `(?:noose|rope|pills|tablets|blade|blades|razor|razors|gun) (?:is|are) (?:ready|set up|waiting)`,
    `${I}(?:bought|saved|am saving|have been saving|have been collecting|collected|hid|have hidden|stockpiled|stashed|have been stockpiling|am collecting|have enough|have got enough) (?:up )?(?:enough |all |a lot of |lots of |loads of |some |the |my |a |all my )?(?:${PILLS}|rope|a noose|the noose|razor blades)(?: to| for it| for tonight| hidden| saved| ready|$| \\.)`,
    `${I}(?:made|tied|have|bought) (?:a|the) noose`,
    `${I}(?:wrote|have written|am writing|left|will leave|finished) (?:a |my |the )?(?:suicide|goodbye|last) (?:note|letter|message)`,
    'my (?:suicide|goodbye) (?:note|letter)',
    // "my last message today", "bye forever (until tomorrow)": a sign-off, not a farewell
    'this is my (?:last|final) (?:message|goodbye|day|night|post)(?! (?:today|for today|for now|of the day|until|till|before (?:i|my|the|dinner|tea|bed|football|practice)))',
    '(?:goodbye|bye) (?:forever|everyone|world|cruel world)(?! (?:until|till|see you|lol|haha|jk|just kidding))',
    'by the time (?:you|anyone|someone|they|somebody) (?:read|reads|see|sees|find|finds) this',
    `${I}will not be (?:here|around|alive) (?:much longer|for long|by (?:tomorrow|morning|monday|the weekend|then|next week)|anymore|after tonight)`,
    'tonight is the night',
    '(?:today|tonight|this) is (?:my|the) last (?:day|night)(?: (?:alive|on earth|ever))?',
    'my last (?:day|night) (?:alive|on earth)',
    `${I}(?:am|was) (?:standing|sitting|stood|sat) on (?:the |a |my |this )?(?:edge|ledge|roof|bridge|railing|railings|train tracks|tracks|balcony|cliff)`,
  ], { keys: words_('how way ways method methods option options ready set waiting noose rope note letter message goodbye bye last read reads see sees find finds night here around alive edge ledge roof bridge railing railings tracks balcony cliff pills tablets paracetamol meds razor blades'), unless: new RegExp(`${GAME_DEATH_OR_WAITING.source}|${LEAVING.source}`) }),
  rule('suicide.overdose', 'urgent', 'suicide', [
    `${I}${DESIRE} ${ADV}(?:take|swallow|down|neck|eat|overdose on) (?:like |about |around |)${PILL_QTY}${g(3)} ${PILLS}`,
    `${I}(?:took|have taken|swallowed|just took|ate|downed|taken|had) (?:like |about |around |maybe |over |at least |almost |nearly |)${PILL_QTY}${g(3)} ${PILLS}`,
    `${I}(?:overdosed|have overdosed|am overdosing|took an overdose|have taken an overdose|overdose|took too many|swallowed too many)${NOT_OVERDOSED_ON}`,
  ], { keys: words_('pills tablets paracetamol tylenol ibuprofen panadol aspirin insulin meds medicine medication xanax antidepressants painkillers killers codeine acetaminophen overdose overdosed overdosing many') }),

  // ---- self-harm: an act, intent, hiding it -----------------------------------------------------
  rule('selfharm.act', 'urgent', 'selfharm', [
    `${I}(?:cut|burned|burnt|hurt|harmed|scratched|carved|punched|hit|stabbed|bruised|cutted|hurted|sliced|slit|slashed|bit|bashed|starved|slash|burn|carve|stab|bash) (?:myself|my ${BODY})(?! by accident| accidentally| on | a (?:bit|little|tiny bit) on | with a paper| while| when i (?:was|fell)| cooking| chopping| slicing| peeling| grating| in food tech| in dt| in art| shaving| playing| in pe| at pe| at football| in football| falling| skating| skateboarding| on my bike)`,
    `${I}(?:have been|keep|started|am|still|was|have started|started to|have been secretly) (?:cutting|harming|hurting|burning|scratching|punching|carving|starving|hitting|selfharm|sh)(?: myself| again| my ${BODY})`,
    `${I}(?:selfharm|sh|cut|cut myself|selfharmed|shd)(?= again| every (?:day|night|week)| sometimes| a lot| most days| for the first time| after [a-z0-9]+ (?:days|weeks|months)| \\.|$)`,
    `${I}(?:relapsed|relapse)(?: on| with| and)?(?: [a-z]+){0,3} (?:selfharm|sh|cutting|cut|cuts)`,
    '(?:selfharm|sh|cutting) relapse',
    `my (?:cuts|fresh cuts|new cuts|selfharm|sh|selfharm scars|sh scars) (?:are|were|is|keep|wont|will not|have|on my)(?! (?:from|healing from) (?:the|my|a) (?:surgery|operation|fall|accident|cat|dog|bike|crash))`,
    '(?:my|fresh|new|deep) (?:selfharm|sh) (?:cuts|scars|wounds|marks)',
    '(?:hide|hiding|cover|covering|cover up) (?:my |the )?(?:cuts|scars|selfharm|sh|wounds|marks on my (?:arms?|wrists?|legs?|thighs?)|selfharm scars)',
    'long sleeves to (?:hide|cover)',
    '(?:hit|hitting|cut|cutting|cut to|got to|reached|went to|went down to) (?:beans|styro|styrofoam|the fat layer|fat layer)',
    'selfharm (?:again|every (?:day|night)|last night|yesterday|today)',
  ], { keys: words_('myself cut cuts cutting cutted sh shd selfharm selfharmed relapsed relapse scars wounds marks sleeves beans styro styrofoam fat layer arm arms wrist wrists thigh thighs leg legs skin stomach hip hips belly ankle ankles hand hands face') }),
  rule('selfharm.intent', 'urgent', 'selfharm', [
    `${I}(?:${DESIRE}|have the urge to|have urges to|feel the urge to|get the urge to|am craving to|crave to|keep wanting to|am going to) ${ADV}(?:cut|hurt|harm|burn|scratch|punish|hit|bruise|starve|selfharm|sh|carve|stab|punch|slice) (?:into |in |on |open |)(?:myself|my (?:own )?${BODY}|again)`,
    `${I}(?:${DESIRE}|have the urge to|feel the urge to|get the urge to|am craving to) ${ADV}(?:selfharm|sh)`,
    '(?:urge|urges|craving|cravings) to (?:cut|selfharm|sh|hurt myself|harm myself|burn myself|cut myself)',
    `${I}(?:miss|crave|need) (?:cutting|selfharm|sh|the blade|my blade|the pain)`,
    `${I}(?:have|got|keep|hid|hide) (?:a |my |the |some )?(?:blade|blades|razor|razors|sharpener blade|sharpener blades)${g(4)} (?:for|to)${g(4)} (?:cutting|cut|selfharm|sh|hurt myself|my arms?|my wrists?|my thighs?)`,
    `${I}(?:need to|want to|have to|have the urge to|really need to|am going to) (?:cut|selfharm|sh)(?= \\.|$| so bad| tonight| again| right now| rn)`,
    `${I}(?:feel like|keep thinking about|am thinking about|think about|thought about|am thinking of|miss) (?:cutting|hurting|harming|burning|scratching|punishing|starving) (?:myself|my ${BODY})`,
  ], { keys: words_('myself cut cutting sh selfharm blade blades razor razors pain again arm arms wrist wrists thigh thighs leg legs skin stomach hip hips belly ankle ankles hand hands face') }),

  // ---- abuse or neglect disclosed -------------------------------------------------------------------
  rule('abuse.disclosure', 'urgent', 'abuse', [
    `${NOT_PEER}${FAMILY} (?:${ADV}|keeps |has |have |has been |have been |had |would |will |used to |always |still )?(?:${HARM_PRESENT}|${HARM_PAST}) me${NOT_ABUSE_AFTER}`,
    `${PEERS} (?:${ADV}|keeps |has been |used to |always |still )?(?:${HARM_PRESENT}|${HARM_SEVERE}) me${NOT_ABUSE_AFTER}`,
    `(?:he|she|they) (?:${ADV}|keeps |has been |have been |used to |always |still )?${HARM_PRESENT} me${NOT_ABUSE_AFTER}`,
    `(?:he|she|they|someone|somebody|a man|an adult|a guy|an older (?:man|guy|boy|girl|woman)) (?:${ADV}|has |have |had |)${HARM_SEVERE} me${NOT_ABUSE_AFTER}`,
    `(?:${FAMILY}|he|she|they|someone|a man|an adult) (?:${ADV}|keeps |has |have |has been |used to |always |still )?(?:touches|touched|grabs|grabbed|feels|felt|rubs|rubbed) (?:me |)(?:my )?(?:private|privates|private parts|down there|between my legs|my chest|boobs|breasts|bum|butt|penis|vagina|thighs?|under my clothes|where (?:i do not|i dont|i did not) (?:want|like))`,
    `(?:${FAMILY}|he|she|they) (?:${ADV}|keeps |has |has been |used to |always |still )?(?:makes|made|forces|forced|tells|told) me (?:to )?(?:touch (?:him|her|his|them)|watch (?:porn|videos of|him|her)|take off my clothes|undress|get undressed|sleep in (?:his|her|their) bed|keep (?:it |this |)(?:a )?secret(?! (?:that|about|until|till)(?: [a-z0-9]+){0,6} (?:surprise|birthday|christmas|puppy|kitten|engagement|anniversary|proposal))|do (?:things|stuff|sexual)|have sex|send (?:him|her) (?:pics|nudes))`,
    `${I}(?:am|was|get|got|have been|keep getting) (?:being )?(?:beaten|abused|molested|raped|sexually abused|sexually assaulted|assaulted|hit|touched|kicked|punched|strangled|choked|locked in|locked out|starved) (?:at home|by (?:${FAMILY}|him|her|them|an adult|a man|an older|my))`,
    `${I}(?:was|got|have been|am being) (?:raped|molested|sexually abused|sexually assaulted|groomed)`,
    `(?:someone|somebody|he|she|a man|a boy|an adult|my [a-z]+) (?:raped|molested|sexually assaulted|sexually abused) me`,
    `(?:${FAMILY}|he|she) (?:${ADV}|keeps |has |has been |used to |always |still )?(?:${HARM_PRESENT}|hit|beat|punched|kicked|strangled|choked|attacked|threw things at|pushed) (?:my (?:mum|dad|sister|brother|stepmum|little (?:sister|brother)|baby (?:sister|brother)|sibling|siblings|family))(?! (?:at|in) (?:chess|games?|races?|football|fortnite|minecraft|cards))`,
    `${I}(?:am|feel) (?:so |really |too |)(?:scared|afraid|terrified|frightened) (?:to go|of going|to be|of being) (?:back )?home`,
    `${I}(?:do not|never) feel safe (?:at home|in my house|with my (?:dad|mum|stepdad|stepmum|parents|uncle|brother|family))`,
    `${I}(?:do not|dont) want to go home (?:because|cause|cos|coz) (?:${FAMILY}|he|she|they)`,
    `bruises (?:from|because of|that) (?:${FAMILY}|him|her|them)`,
    `(?:${FAMILY}|they|he|she) (?:${ADV}|keeps |has |always |)(?:kicked|kicks|threw|throws) me out(?: of (?:the house|home|my house))?(?! of (?:the )?(?:game|lobby|server|call|chat|team|group|party|match|class|room|${SENT_OUT_OF_ROOM}))`,
    // sneaking in, or into the bed, shower or bathroom, is a disclosure; coming into the bedroom needs the
    // night, sleep or what happened next ("my mum came into my room to wake me up" is not)
    `(?:${FAMILY}|he|she) (?:${ADV}|keeps |always |still |)(?:sneaks|sneaked|snuck|keeps sneaking) (?:in|into|in to) (?:my (?:room|bed)|bed with me|the shower with me|the bathroom when i)`,
    `(?:${FAMILY}|he|she) (?:${ADV}|keeps |always |still |)(?:comes|came|keeps coming|gets|got|keeps getting) (?:in|into|in to) (?:my bed|bed with me|the shower with me|the bathroom when i)(?! when i (?:have|had|get) (?:a )?nightmares?| because i (?:was|am) (?:scared|ill|sick|crying))`,
    `${NOT_SIBLING}(?:${FAMILY}|he|she) (?:${ADV}|keeps |always |still |)(?:comes|came|keeps coming|gets|got) (?:in|into|in to) my room(?: [a-z]+){0,2} (?:at night|in the night|every night|late at night|when (?:i am|i was|everyone is|everyone was|mum is|mum was|dad is|dad was|they are|they were|she is|she was|he is|he was) (?:asleep|sleeping|in bed|changing|getting changed|in the shower|naked|out)|and (?:touches|touched|gets in|got in|lies|lay|climbs|climbed|watches|watched|locks|locked|takes off|took off|pulls|pulled|hits|hit|beats|beat))(?! (?:to |and )(?:say (?:goodnight|good night)|kiss me (?:goodnight|good night)|tuck me in|wake me|put (?:my |the )?(?:washing|clothes|laundry|things) away|turn (?:off |on )?(?:my |the )?(?:fairy lights|lights?|lamp|heating|fan|alarm)(?: off| on)?(?: \\.|$| because| so| cos)))`,
    // "no food in the house but mum is doing the big shop tomorrow" is a shopping day
    `(?:there is|theres) (?:no|never any|never) food (?:at home|in the house|in my house|for me|at my house)(?!(?: lol)? (?:but|until|till) (?:[a-z]+ ){0,4}(?:shop|shopping|delivery|supermarket|tomorrow|payday))`,
    `(?:no one|nobody) (?:feeds|looks after|takes care of|cares for) me`,
    `${FAMILY} (?:${ADV}|)(?:leave|leaves|left) me (?:alone|home alone|on my own|by myself) (?:for|all) (?:days|the weekend|a week|weeks|${DAYS}|night|nights)`,
    `${I}(?:have not|did not|have barely) eaten${g(3)} (?:because|since|cos|coz|cause) (?:there is|theres|we have|we do not have) no (?:food|money for food)`,
    `(?:${FAMILY}|he|she|they) (?:${ADV}|keep |always |)(?:lock|locks|locked) me (?:in|out|up)(?! of (?:the |my |our |his |her |their )?(?:account|phone|ipad|game|tablet|console|group chat|chat|group|server|lobby|call|room|bedroom|${SENT_OUT_OF_ROOM}))`,
  ], { keys: words_('me my room bed shower bathroom food home safe bruises raped molested abused assaulted groomed beaten hit touched') }),

  rule('abuse.fear', 'concern', 'abuse', [
    `${I}(?:am|feel) (?:so |really |too |very |)(?:scared|afraid|terrified|frightened) (?:of|to be around|to be alone with) (?:${FAMILY}|him|her)(?! (?:finding out|seeing|knowing|when|if|being|getting|will|might|shouting at me about))`,
  ], { keys: words_('scared afraid terrified frightened') }),

  // ---- grooming, sexual contact with an adult, sextortion ----------------------------------------
  rule('grooming.sexual-images', 'urgent', 'grooming', [
    `(?:asked|asks|asking|wants|wanted|keeps asking|kept asking|told|tells|begging|begged|pressuring|pressured|pressures|making|made|forcing|forced|paying|paid|offered) me${g(2)} (?:to send|for|to take|to show|to do|to film|to record|to go on)${g(2)} ${SEXUAL_PIC_ITEMS}`,
    `(?:sent|sends|showed|shows|keeps sending) me (?:a |his |her |some |)(?:nudes|naked (?:pics|pictures|photos)|dick pics?|pictures of his (?:dick|penis|privates|private parts|body)|porn|videos? of (?:him|her) naked|his (?:dick|penis|privates))`,
    `(?:threatening|threatened|threatens|going|says he will|said he will|says she will|said she will|will) (?:to )?(?:post|share|send|leak|show|expose)${g(2)} (?:my|the|those) (?:pics|pictures|photos|nudes|videos?|snaps)`,
    `(?:he|she|they|this guy|the guy)${g(3)} (?:going to|will|threatening to|threatened to|threatens to|is going to|says he will|said he will) (?:post|share|leak|send|show|expose) (?:the ones|them|what i sent|everything i sent|the (?:pics|photos|videos|nudes))(?: i sent| to)?`,
    `if i (?:do not|dont|will not|refuse to) send (?:him |her |them )?(?:more|another|any more|pics|nudes|photos|pictures)`,
    `${I}(?:sent|have sent|send) (?:him|her|them|a guy|a man|someone|this guy)${g(1)} (?:nudes|naked (?:pics|pictures|photos)|pics of my body|pictures of my body|photos of my body)`,
  ], { keys: words_('me send sent pics nudes naked post share leak show expose'), guarded: false, unless: HYPOTHETICAL_OR_LESSON }),
  rule('grooming.images-asked', 'urgent', 'grooming', [
    `(?:asked|asks|asking|wants|wanted|keeps asking|kept asking|begging|begged|pressuring|pressured|pressures|offered to pay)(?: me)?${g(2)} (?:to send|for|to take|to show|to go on|to do|send)${g(2)} ${PIC_ITEMS}`,
  ], { keys: words_('pics pic pictures picture photos photo selfies selfie videos video snaps call facetime'),  requires: words(ADULT_OR_ONLINE, SECRECY), otherwise: 'none', unless: HYPOTHETICAL_OR_LESSON }),
  rule('grooming.secrecy', 'urgent', 'grooming', [
    `(?:he|she|they|him|her|this guy|the guy|the man|this man|an older|someone|somebody|a man|a guy|an adult|a stranger|a woman|a grownup)${g(2)} (?:said|says|told me|tells me|asked me|asks me|wants me|wanted me|made me promise|makes me promise|keeps saying)${g(2)} (?:to |)${SECRECY}`,
    `(?:he|she|they)${g(1)} (?:said|says|told me|tells me|made me promise|makes me promise) (?:it is|its|this is|it was) (?:our|a) (?:little |special )?secret`,
  ], { keys: words_('secret tell delete'),  requires: words(ADULT_OR_ONLINE, PIC_ITEMS, SEXUAL_PIC_ITEMS, '(?:kiss|kissed|touch|touched|love|loves me|special|mature|meet|gift|gifts|money)'), otherwise: 'concern' }),
  rule('grooming.meeting', 'urgent', 'grooming', [
    `${I}(?:am|will be|am going to|want to|plan to|agreed to|said i would|have agreed to|am sneaking out to|snuck out to) (?:meet|meeting|meet up with|hang out with|go see|see|visit)${g(4)} (?:(?:i|we) (?:met|talk|chat|know) (?:online|on (?:snap|snapchat|discord|roblox|instagram|insta|tiktok|fortnite|a game|the game|an app|whatsapp|kik))|from (?:online|the internet|snap|snapchat|discord|roblox|instagram|insta|tiktok|fortnite|a game|the game|an app))`,
    `(?:he|she|they|this guy|a guy|a man|an older)${g(3)} (?:wants|wanted|asked|asks|keeps asking) (?:me )?to meet (?:up )?(?:in person|irl|in real life|alone|secretly|without my parents)`,
    `(?:he|she|they|him|her|this guy|a guy|a man|this man|the man|an older [a-z]+|someone|somebody)${g(12)} (?:wants|wanted|asked|asks|keeps asking|is asking|invited|invites|begging|begged) (?:me )?(?:to )?(?:meet|meet up|see me|hang out|come over|come to (?:his|her)|pick me up)`,
    `(?:(?:1[89]|[2-9][0-9]) ?(?:year old|yo|years old|yr old)|older (?:guy|man|boy|girl|woman|person)|adult|grownup|stranger|man)${g(6)} (?:wants|wanted|asked|asks|keeps asking|is asking|begging)${g(2)} (?:to meet|to see me|to hang out|to come over|to pick me up|me to meet|me to come)`,
  ], { keys: words_('meet meeting see visit hang come pick'),  requires: words(ADULT_OR_ONLINE, SECRECY, 'alone', 'secretly', 'without my parents', 'do not tell', 'sneak', 'sneaking'), otherwise: 'concern' }),
  rule('grooming.adult-contact', 'urgent', 'grooming', [
    `(?:my|a|the|this|an|our) (?:teacher|coach|tutor|uncle|stepdad|stepbrother|older guy|older man|older boy|older woman|adult|man|youth leader|priest|neighbour|boss|manager|instructor|(?:1[89]|[2-9][0-9]) ?(?:year old|yo)(?: (?:guy|man|boy|girl|woman))?) (?:${ADV}|)(?:kissed|kisses|touched|touches|felt up|had sex with|slept with|fingered|groped|gropes|strokes|made out with|sent nudes to|is dating|wants to date|asked me out|said he loves|says he loves|said she loves|says she loves) me`,
    `${I}(?:had sex|slept|made out|hooked up|am dating|am going out|am in a relationship|have been sleeping|have been having sex) with (?:my|a|an|this|our) (?:teacher|coach|tutor|uncle|older guy|older man|adult|grown man|man|(?:1[89]|[2-9][0-9]) ?(?:year old|yo)(?: (?:guy|man|boy|girl|woman))?)`,
    `my (?:boyfriend|girlfriend) is (?:2[0-9]|[3-9][0-9])(?: years old| yo|yo)?`,
    `(?:he|she|my boyfriend|my girlfriend|this guy|the guy) is (?:(?:2[0-9]|[3-9][0-9]) ?(?:years old|yo|year old)|an adult|a grownup|a grown man)${g(4)} (?:and|but) (?:he|she|we)${g(3)} (?:kissed|touched|sex|pics|photos|nudes|secret|meet|dating|relationship|love)`,
  ], { keys: words_('me with is') }),

  // ---- a threat to hurt others -----------------------------------------------------------------------
  rule('threat.kill', 'urgent', 'threat', [
    `${I}(?:${DESIRE}|am going to go|will go|swear i will|swear to god i will|promise i will) ${ADV}(?:kill|stab|shoot|murder|strangle|poison|slit the throat of|knife) ${PEOPLE_OBJECT}`,
    `${I}(?:${DESIRE}|swear i will) ${ADV}(?:blow up|burn down|set fire to|bomb) (?:the |my |our |this |his |her |their )?(?:school|house|home|classroom|building|teachers house)`,
    `${I}(?:${DESIRE}|will) (?:shoot|blow) up (?:the |my |this |our )?${SCHOOL_PLACE}`,
    `(?:shoot|shooting|blow|blowing|bomb|bombing) up (?:the |my |this |our )?(?:school|class|classroom|college|assembly)(?! in (?:a |the )?(?:game|roblox|minecraft|fortnite))`,
    `${I}(?:am|will be|was|have been) (?:bringing|taking|carrying|hiding|sneaking)${g(2)} (?:(?:a|my|his|her|dads|mums|the|some|my dads|my mums|my brothers|a real|a loaded|a big|a kitchen) )?${WEAPON}${g(2)} (?:to|into|in|at) ${SCHOOL_PLACE}`,
    `${I}(?:${DESIRE}|will|always|have|have got|got|keep|bring|brought|took|take|carry|hid|have hidden) ${ADV}(?:bring |take |carry |sneak |have |hide |)(?:(?:a|my|his|her|dads|mums|the|some|my dads|my mums|my brothers|a real|a loaded|a big|a kitchen) )?${WEAPON}${g(2)} (?:to|into|in|at) ${SCHOOL_PLACE}`,
    `${I}(?:have|made|wrote|keep|am making) (?:a |my )(?:kill|hit|death) list`,
    `(?:list of|the) (?:people|kids|teachers|everyone|names) (?:i|that i|who i) (?:want to|am going to|will|would|need to|plan to) (?:kill|shoot|stab|hurt|murder)`,
    // a list of films to watch or places to visit is a wish list
    `(?:my|a) (?:kill|hit|death) list(?! of (?:films|movies|books|songs|shows|series|places|games|things|snacks|restaurants)(?![a-z]))`,
    `${I}(?:${DESIRE}) ${ADV}(?:do|carry out|plan) (?:a |another )?(?:school shooting|shooting|massacre|stabbing|bombing)`,
  ], { keys: words_('list kill stab shoot murder strangle poison bomb blow burn set slit knife knives gun guns blade machete weapon weapons pistol rifle shotgun explosive explosives shank axe taser shooting bombing massacre stabbing list'), gameSensitive: true, unless: LAUGHTER_OR_COULD }),
  rule('threat.hurt', 'concern', 'threat', [
    `${I}(?:${DESIRE}|swear i will) ${ADV}(?:hurt|beat up|batter|punch|attack|jump|smash|break the (?:nose|face|legs|neck) of|bash|fight|get revenge on|make (?:him|her|them) pay|make (?:him|her|them) suffer) ${PEOPLE_OBJECT}`,
    `(?:they|he|she|everyone|everybody)${g(2)} (?:will|are going to|is going to|gonna) (?:all )?(?:pay|regret it|be sorry|get what (?:they|he|she) deserves?)`,
    `${I}(?:${DESIRE}|swear i will) (?:get|pay) (?:them|him|her|everyone|those [a-z]+) back(?! (?:for the|the money|my))`,
    `${I}(?:${DESIRE}|swear i will) (?:make|making) (?:him|her|them|everyone|those [a-z]+)(?: all)? (?:pay|suffer|regret it|sorry)`,
  ], { keys: words_('hurt beat batter punch attack jump smash break bash fight revenge pay suffer regret sorry deserve deserves back'), gameSensitive: true, unless: LAUGHTER_OR_COULD }),

  // ---- disordered eating -----------------------------------------------------------------------------
  rule('eating.danger', 'urgent', 'eating', [
    `${I}(?:have not|have not really|did not|have barely|had not|have hardly|have not properly|have not eaten anything|barely) (?:eaten|eat|had (?:any )?food|had anything to eat|eaten anything|had a meal|had a proper meal|had (?:dinner|tea|lunch|breakfast|a proper dinner))(?: [a-z]+){0,3} (?:in|for) ${DAYS}`,
    `${I}(?:have been|keep|am) (?:starving myself|not eating|skipping (?:all )?meals)(?: [a-z]+){0,3} (?:for|in) ${DAYS}`,
    `${I}(?:make|made|have (?:also |still |even |)been making|keep making|force|forced|have (?:also |still |even |)been forcing|am (?:also |still |)making) myself (?:sick|throw up|vomit|puke|purge)`,
    `${I}(?:purge|purged|have been purging|keep purging|throw up after (?:i eat|eating|meals|every meal|dinner|lunch)|throw up everything i eat|stick my fingers down my throat)`,
    `${I}(?:take|am taking|took|have been taking|use|used) (?:laxatives|diet pills|water pills|appetite suppressants)`,
    `(?:laxatives|diet pills) (?:to lose weight|so i (?:lose|do not gain|stay thin)|after (?:i eat|eating|meals))`,
    `${I}(?:fainted|passed out|blacked out|collapsed|keep fainting|nearly fainted|keep passing out)(?: [a-z]+){0,5} (?:not eating|have not eaten|had not eaten|did not eat|do not eat|starving myself|no food|skipping meals|from hunger|because i was hungry|because i have not eaten)`,
    `${I}(?:only )?(?:eat|ate|eating|have|allow myself|am allowed|am eating|am only eating|am having|have been eating) (?:only )?(?:[0-9]{1,2}|[1-4][0-9]{2}) (?:calories|cals|kcal)(?: (?:a|per|each) day| today| a week)?`,
    `${I}(?:only )?(?:eat|ate) (?:one|1) (?:apple|meal|cracker|biscuit) (?:a|per|every) (?:day|week|few days)`,
  ], { keys: words_('eaten eat ate food meal meals starving eating sick throw vomit puke purge purged purging laxatives pills fainted fainting passed blacked collapsed calories cals kcal apple cracker biscuit fingers') }),
  rule('eating.concern', 'concern', 'eating', [
    `${I}(?:am|feel|look) (?:so |too |really |disgustingly |way too |)${FAT_WORDS}(?! (?:at|in) (?:the|a|this) (?:game|photo))`,
    `${I}(?:need|have|really need|am going) to (?:lose weight|stop eating|eat less|starve myself|get skinny|be skinny|be thinner|lose [0-9]+ ?(?:kg|kilos|pounds|lbs|stone))`,
    `${I}(?:skip|skipped|have been skipping|keep skipping|am skipping) (?:meals|all my meals|breakfast and lunch|lunch and dinner|most meals|every meal)`,
    `${I}(?:skip|skipped|have been skipping|keep skipping|am skipping) (?:lunch|breakfast|dinner|meals)(?: [a-z]+){0,3} (?:to lose|so i (?:lose|do not|dont|stay|can lose)|because i am (?:fat|too big|huge)|weight)`,
    `${I}(?:starve|am starving|have been starving|starved) myself`,
    `${I}(?:am not|will not|refuse to|am going to stop|am not going to) eat(?:ing)?(?: anything| food| at all)? (?:until|till|before) i (?:lose|am|get|weigh|see)`,
    `${I}(?:count|am counting|obsessively count|have to count) (?:every |my |all my |all the )?calories`,
    '(?:proana|promia|thinspo|thinspiration|meanspo|bonespo|ana coach|ana buddy|skinny tok)',
    `${I}(?:hate|am scared of|am afraid of|feel guilty) (?:eating|food|after eating|when i eat)`,
    `${I}feel (?:guilty|disgusting|gross|sick|fat) (?:after|when|whenever|every time) (?:i eat|eating|i have eaten)`,
    `${I}(?:binge|binged|keep bingeing|keep binging)(?: [a-z]+){0,4} (?:and then|then|and|after)`,
    `how (?:to|do i|can i|could i) (?:lose|drop) (?:[0-9]+ ?(?:kg|kilos|pounds|lbs|stone)|weight)(?: [a-z]+){0,2} (?:fast|quickly)`,
  ], { keys: words_('fat obese whale pig weight eating skinny thinner kg kilos pounds lbs stone meals breakfast lunch dinner myself calories proana promia thinspo thinspiration meanspo bonespo ana tok food eat binge binged bingeing binging lose drop appetite hungry') }),

  // ---- concern: distress without a plan ----------------------------------------------------------
  rule('distress.feelings', 'concern', 'distress', [
    `${I}(?:am|feel|have been feeling|been feeling|always feel|keep feeling|feel like|am feeling|have been) ${ADV}(?:so |really |very |completely |totally |extremely |)(?:depressed|hopeless|worthless|empty inside|empty|numb|miserable|broken|unwanted|unloved|dead inside|like a burden|a burden|like nobody cares|like no one cares|invisible|trapped|like giving up|like a failure|like i am drowning|like i cannot breathe|alone all the time|so alone|so lonely|lonely|like i want to disappear|like disappearing)`,
    '(?:nobody|no one) (?:cares|loves|likes|understands|wants|would care|listens to|notices|believes) (?:about )?me',
    '(?:everyone|everybody|the whole world|my whole family|my family|my parents) (?:hates|hate) me',
    `${I}(?:have|got) no (?:friends|one to talk to|one|body to talk to|reason to be happy)`,
    `${I}hate my life`,
    `my life is (?:pointless|meaningless|a mess|shit|hell|worthless|over|ruined|falling apart|a nightmare)`,
    'what is the point (?:of|in) (?:living|life|anything|trying|me|going on|being alive|it all)',
    `${I}(?:cannot|can not) (?:take|handle|cope with|go on with|do) (?:life|any of this|everything|my life|living|being alive|being me)(?: [a-z]+){0,2} (?:anymore|any more|much longer)`,
    `${I}(?:cannot|can not) (?:go on|cope)(?: like this| anymore| any more)`,
    `${I}(?:cannot|can not) (?:do|handle) (?:this|it|any of this|this life|this shit)(?: [a-z]+){0,1} (?:anymore|any more)(?! (?:with|in|at) (?:the |this |my )?(?:homework|maths|wifi|class|school|lesson|test|exam|game|level))`,
    `${I}(?:want to|wish i could|just want to) (?:disappear|vanish|run away and never come back|not be here|be invisible)(?! into| under| when i have to| for a (?:bit|while|day|week))`,
    `${I}wish i (?:was|were|had) never (?:born|been born)`,
    `${I}(?:do not|dont) want to be here(?! (?:in|at) (?:this|the) (?:lesson|class|school)| today| on a saturday)`,
    `${I}(?:cry|cried|have been crying|keep crying) (?:myself to sleep|every (?:night|day)|all (?:the time|night|day)|for hours)`,
    `${I}(?:keep having|have been having|have|get) (?:panic attacks|anxiety attacks|really dark thoughts|dark thoughts|bad thoughts|intrusive thoughts)`,
    `${I}(?:give up|have given up|am giving up) on (?:life|everything|myself|living)`,
    `${I}(?:feel|am) like (?:everyone|everybody) would be happier without me`,
    `${I}(?:do not|dont) (?:see|have) (?:a|any) (?:future|point|reason to live)`,
  ]),
  rule('distress.friend-at-risk', 'concern', 'distress', [
    `my (?:friend|best friend|bestie|bff|mate|sister|brother|cousin|girlfriend|boyfriend|classmate)${g(2)} (?:wants to|is going to|said (?:she|he|they) (?:would|will|wants to|is going to)|says (?:she|he|they) (?:will|wants to|is going to)|tried to|keeps talking about|is) (?:kill|killing|hurt|hurting|harm|harming|cut|cutting|end|ending|suicidal|selfharm|sh|overdose|starving|not eating)(?: (?:herself|himself|themselves|their life|her life|his life))?(?! (?:me|you|us|him|her|them|my|your|it|the|a)(?![a-z0-9]))`,
    `my (?:friend|best friend|bestie|bff|mate|classmate)${g(2)} (?:is being|gets|got|is getting) (?:abused|hit|beaten|raped|groomed|touched)`,
  ], { keys: words_('friend bestie bff mate sister brother cousin girlfriend boyfriend classmate') }),

  // ---- concern: bullying -------------------------------------------------------------------------
  rule('bullying.victim', 'concern', 'bullying', [
    `${I}(?:am|get|got|have been|was|keep getting|am getting|am always) (?:being )?(?:bullied|picked on|cyberbullied|harassed|excluded|made fun of|laughed at|beaten up|jumped|threatened)`,
    `(?:bully|bullies|bullying|bullied|picks on|pick on|picking on|make fun of|makes fun of|made fun of|making fun of|laugh at|laughs at|laughing at|tease|teases|teasing|torment|torments|harass|harasses|harassing|mock|mocks|mocking) me`,
    `(?:call|calls|called|calling) me (?:names|fat|ugly|gay|a loser|stupid|a freak|a slut|a whore|a retard|retarded|a pig|a cow|a lesbian|emo|a weirdo|disgusting|a bitch|horrible names|mean names|the n word)`,
    `(?:beat|beats|beating|beaten) me up`,
    `(?:he|she|they|someone|somebody|a boy|a girl|some kids|some boys|some girls|kids|${PEERS}) (?:${ADV}|)(?:hit|punched|kicked|slapped|spat on|attacked|headbutted|strangled|choked) me${NOT_ABUSE_AFTER}`,
    `(?:posted|shared|sent|spread|spreading|spreads|posting|sharing) (?:[a-z]+ ){0,2}(?:pics|photos|pictures|a video|videos|rumours|rumors|lies|a picture|screenshots|memes|a photo) (?:of|about) me`,
    `(?:everyone|they|people|the whole class|my friends|my classmates|all the girls|all the boys) (?:ignores|ignore|excludes|exclude|ignored|excluded|left) me(?: out)?`,
    `(?:threaten|threatened|threatening|threatens) (?:to )?(?:hurt|beat|kill|jump|stab|punch|batter|beat up) me`,
    `(?:they|people|someone|he|she|everyone|kids)${g(3)} (?:told|tell|tells|keep telling|keeps telling|said|say) me to (?:kill myself|kill yourself|die|go die)`,
    `(?:a group chat|group chats?) (?:about|to make fun of|to laugh at) me`,
  ], { keys: words_('me bullied bully bullies bullying picked cyberbullied harassed excluded made laughed beaten jumped threatened pick picks picking make makes making laugh laughs laughing tease teases teasing torment torments harass harasses harassing mock mocks mocking call calls called calling beat beats beating posted shared sent spread spreading spreads posting sharing ignores ignore excludes exclude ignored left threaten threatens threatening told tell tells telling said say chat chats'),  guarded: true }),

  // ---- concern: self-hatred --------------------------------------------------------------------
  rule('selfhatred', 'concern', 'selfhatred', [
    `${I}(?:hate|despise|loathe|cannot stand) (?:myself|my body|my face|my life|who i am|being me|everything about me|the way i look)(?! for (?:leaving|forgetting|not (?:doing|revising|studying|starting|finishing|reading)|procrastinating|missing|doing this|eating that|buying|choosing|picking|taking|getting|losing|saying|being late))`,
    `${I}(?:am|feel) (?:such |so |a |an |just a |just |completely |totally |)(?:worthless|waste of space|waste of oxygen|burden|disgrace|disappointment|failure|pathetic|disgusting|unlovable|useless piece of (?:shit|crap|trash)|piece of (?:shit|crap|trash)|mistake|freak|nothing)(?! (?:at|in|for) (?:maths|math|science|english|this|tests?|exams?|homework|games?|football|spelling))`,
    `${I}deserve (?:nothing|to suffer|to be (?:hurt|hated|alone|punished|in pain|miserable)|pain|all of this|everything bad)`,
    `(?:everyone|everybody|the world) (?:would be|is) better (?:off )?without me`,
  ], { keys: words_('hate despise loathe stand worthless waste burden disgrace disappointment failure pathetic disgusting unlovable useless piece mistake freak nothing deserve without') }),

  // ---- concern: alcohol or drugs for a minor ---------------------------------------------------
  rule('substances', 'concern', 'substances', [
    `(?:how|where) (?:do i|can i|to|could i|should i|would i)(?: [a-z]+){0,2} (?:get(?! rid)|buy|find|make|score|order|grow|cook|hide|sneak|steal|get hold of|try)(?! (?:information|info|facts|statistics|stats|data|research|articles|sources|help|support|out|a way to quit|the effects))(?: [a-z]+){0,3} ${DRUGS}`,
    `${I}(?:got|get|getting|am getting|was getting|went|go) (?:so |really |super |very |absolutely |)(?:drunk|high(?! (?:marks?|scores?|grades?|results?|up|enough|five|ground|school|level|points))|stoned|wasted(?! at)|hammered|blackout drunk|faded|baked|tipsy|smashed(?! (?:it|my|the|that))|plastered|trashed|crossfaded)`,
    `${I}(?:am|was|feel) (?:so |really |super |very |)(?:drunk|stoned|wasted|hammered|baked|tipsy|crossfaded|high right now|high rn)(?! (?:with|on) (?:power|joy|happiness))`,
    `${I}(?:smoke|smoked|vape|vaped|drink|drank|tried|take|took|do|did|have tried|have been smoking|have been taking|have been vaping|sell|sold|have been drinking|started smoking|started vaping|started drinking|bought|buy|stole|steal|am addicted to|got addicted to) (?:some |a lot of |loads of |my (?:mums|dads|parents) |)${DRUGS}`,
    `${I}(?:want to|really want to|am going to|plan to|am planning to|am trying to|will|might|am about to|am thinking of|am thinking about) (?:try|trying|smoke|smoking|vape|vaping|drink|drinking|take|taking|buy|buying|get|getting) (?:some |a |my first |)${DRUGS}`,
    `how (?:much|many) (?:alcohol|vodka|beer|shots|drinks|weed|edibles|pills|xanax)${g(4)} (?:to get|until|before|should i|can i|do i need|do you need|would it take)(?: [a-z]+){0,3} (?:drunk|high|wasted|pass out|black out|stoned)`,
    `(?:hide|hiding|cover up|mask) (?:my |the )?(?:vape|vaping|weed|alcohol|being drunk|being high|the smell of (?:weed|vape|smoke|alcohol)|that i (?:vape|smoke|drink))`,
    '(?:best|good|strongest|easiest|cheapest) (?:way|ways|drugs?|weed|stuff) to get (?:high|drunk|wasted|stoned)',
  ], { keys: words_('how where hide hiding cover mask best good strongest easiest cheapest drunk high stoned wasted hammered faded baked tipsy smashed plastered trashed crossfaded alcohol beer vodka booze wine cider rum whiskey whisky weed cannabis marijuana edibles thc vape vapes drugs xanax xans mdma molly ecstasy cocaine ket ketamine lsd acid shrooms mushrooms nicotine cigarettes cigs fake codeine nitrous whippets poppers joint joints blunt dabs snus zyn zyns adderall oxy percs meth heroin fentanyl rolls shots') }),

  // ---- concern: sexual requests ------------------------------------------------------------
  rule('sexual.request', 'concern', 'sexual', [
    `(?:send|show|give) me (?:your )?(?:nudes|naked|porn|your (?:body|boobs|dick|pussy|tits)|sexy (?:pics|pictures|photos))`,
    `(?:write|tell|give|make|describe|generate|do)(?: me)?(?: a| an| some)?(?: [a-z]+){0,1} (?:sex|sexy|erotic|porn|porno|smut|smutty|dirty|nsfw|lemon|explicit|steamy|sexual|x rated|horny|kinky)(?: [a-z]+){0,2} (?:story|stories|scene|scenes|fanfic|fanfiction|roleplay|role play|poem|chat|content|description|details|text|message)`,
    `(?:talk dirty|sext me|lets sext|let us sext|roleplay as my (?:girlfriend|boyfriend|wife|husband)|be my (?:girlfriend|boyfriend|wife|husband)|are you (?:horny|sexy|hot|single|a virgin|naked)|do you (?:want to|ever) (?:have sex|fuck|hook up|date me|make out)|have sex with me|let us have sex|lets have sex|are you naked|what are you wearing|i am horny|i am so horny|make me horny|turn me on)`,
    `where (?:can i|do i|to|could i|should i)(?: [a-z]+){0,1} (?:watch|find|see|get|download) (?:free )?(?:porn|nudes|onlyfans|hentai|naked (?:pics|videos|girls|boys|women|men)|sex videos)`,
    '(?:hentai|onlyfans|pornhub|rule 34|r34)',
    `${I}(?:watch|watched|keep watching|am addicted to|look at|looked at) (?:porn|hentai|nudes)`,
    `how (?:do i|to|can i) (?:sext|make an onlyfans|sell (?:nudes|pics|feet pics))`,
  ], { keys: words_('nudes naked porn body boobs dick pussy tits sexy sex erotic porno smut smutty dirty nsfw lemon explicit steamy sexual rated horny kinky sext roleplay role girlfriend boyfriend wife husband hot single virgin wearing turn hentai onlyfans pornhub rule r34 feet') }),

  // ---- broader frames (added after the first measurement, from guidance on how young people word risk) --
  // Each is built from word families (any tense, -ing forms, dialect, an implied "i"), not from examples.
  rule('suicide.wish-broad', 'urgent', 'suicide', [
    `${I}(?:want|wanted|wish|need|am ready|plan|planning|have decided|decided|would rather|would prefer|would sooner|deserve|just want|keep wanting|am desperate)(?: [a-z]+){0,2} (?:to )?(?:die|be dead|end it all|end it|end everything|end my life|end myself|kill myself|stop existing|not exist|not be alive|be gone|not wake up|never wake up)(?![a-z0-9])(?! (?:than|before|instead|with|by|on|there|here|of (?:boredom|embarrassment|laughter|cringe))| in (?:the|this|that|my) (?:game|level|essay|story|book|play|film|movie))`,
    `${I}would (?:rather|sooner) (?:be )?(?:dead|die)(?! than| before| instead)`,
    `${I}(?:am|was|will be) (?:going to|about to|gonna) (?:end it all|end everything|end my life|end myself|kill myself|end it)(?= \\.|$| now| tonight| today| tomorrow| soon| forever| for good| this weekend| on)`,
    `${I}(?:want|wish|need|just want) (?:it|everything|it all|all of this|all this|my life|life|this life|the pain|everything in my life)(?: all)? (?:to )?(?:end|stop|be over)(?: forever| for good| now| already| tonight)?(?= \\.|$)`,
    `${I}(?:am |)(?:so |really |just |)(?:tired|sick|exhausted) of (?:living|being alive|life|existing|waking up|breathing|being here)`,
    `${I}(?:cannot|can not|do not want to) (?:live|keep living|go on living|carry on living|survive)(?: like this| anymore| any more| this life| another day| with this)`,
    `${I}(?:have |)(?:attempted|tried)(?: suicide| to die| to end it| to end my life| to kill myself| to end things)?(?= \\.|$| last| before| in (?:year|january|february|march|april|may|june|july|august|september|october|november|december|[0-9])| when| again| twice| once| two| three| a few| on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))`,
    `${I}(?:took|swallowed|downed|drank|ate|have taken|just took|just swallowed|have swallowed) (?:a |the |my |half a |half the |a whole |the whole |an entire |all |all the |all of (?:my|the) |like |about |loads of |a load of )?(?:bottle|packet|pack|box|strip|load|handful|bunch|lot|lots|tub|blister pack)(?: of)?(?: my| the| mums| dads| my mums| my dads)? ${PILLS}`,
    `${I}(?:drank|swallowed|drink|drunk|ate|took|have drunk|am going to drink|will drink|want to drink) (?:some |a bottle of |a cup of |the )?(?:bleach|poison|antifreeze|weedkiller|rat poison|drain cleaner)`,
    `${I}(?:have|have got|got|bought|hid|have hidden|saved|have saved|keep|am keeping|stole|found)(?: [a-z]+){0,3} (?:rope|a noose|noose|pills|tablets|paracetamol|painkillers)(?: [a-z]+){0,5} (?:for when|for tonight|ready|to do it|to end it|to die|saved up|hidden|for the day|for it)`,
    `(?:this is|it is|so this is|i guess this is|i think this is) (?:my |)goodbye(?! (?:for (?:today|now|tonight)|thanks|thank you)| \\. (?:thanks|thank you|see you))`,
    `${I}(?:am going to|will|am gonna|am about to|want to|am ready to) jump(?= \\.|$| tonight| now| today| tomorrow| off$| from the| off the| off a| off my| off this)`,
    `(?:jumping|jump|stepping|step|walking|walk|throw myself|throwing myself|lie down|lying down) in front of (?:a |the )?(?:train|car|bus|lorry|truck|tram|traffic)`,
    `${I}(?:have |)(?:planned|plan|worked out|figured out|decided|know) (?:how|when|where) (?:i am going to|i will|i would|i want to|to|i could) (?:do it|die|end it|kill myself|end my life)`,
    `${I}(?:am|was|have been) (?:planning|plotting|preparing) (?:my|to) (?:death|suicide|funeral|own death|die|end it|kill myself)`,
    `there is (?:no|not any|literally no) (?:point|reason) (?:in |to |for |of )?(?:me )?(?:living|being alive|staying alive|going on|me being here|life|my life|existing|being here)`,
    `${I}(?:am|feel) (?:like )?(?:i am |)(?:better off|better) dead`,
    `${I}(?:am |)(?:ending|going to end|gonna end) (?:it all|it|my life|everything|myself)(?= \\.|$| now| tonight| today| tomorrow| soon| forever| for good| this weekend)`,
  ], { keys: words_('planned plan worked figured decided know ending die dead end kill myself existing exist alive gone wake over stop living life waking breathing here live survive attempted tried pills tablets paracetamol tylenol ibuprofen panadol aspirin insulin meds medicine medication xanax antidepressants painkillers codeine acetaminophen bleach poison antifreeze weedkiller cleaner rope noose goodbye jump front death suicide funeral point reason better'),
     unless: new RegExp(`\\b(?:game|level|boss|respawn|minecraft|fortnite|roblox|the character|in the book|in the play|in the story|lesson to end|class to end|holidays?|weekend|summer|this song|the film|the movie)\\b|${BORED_HYPERBOLE.source}`) }),

  rule('selfharm.broad', 'urgent', 'selfharm', [
    `${I}(?:cut|cutted|sh|shd|selfharm|selfharmed|relapsed|burned myself|burnt myself|cut myself|hurt myself)(?= again| (?:last|this|yesterday|today|tonight|every|most|deep|deeper|so|a lot|really|after|before|when|because)|\\s\\.|$)`,
    `${I}(?:${ADV})(?:burn|cut|scratch|hit|punch|bruise|starve|carve|harm|slice) myself(?![a-z0-9])`,
    `${I}(?:have been |been |still |started |keep |sometimes |often |secretly )?(?:selfharm|selfharmed|selfharming)(?! (?:awareness|lesson|leaflet|project|essay|assembly|week|day|statistics|charity))`,
    `(?:carve|carved|carving|scratch|scratched|scratching|cut|cutting|burn|burned|burnt|burning|slice|sliced|slicing|pick|picking|picked)(?: into)? (?:my ${BODY}|myself)(?: [a-z]+){0,5} (?:till|until|so|and) (?:it|they|i) (?:bleed|bleeds|bled|bleeding|scar|scars|scarred)`,
    `${I}(?:carve|carved|carving|engrave|engraved) (?:into |words into |letters into |)(?:my ${BODY}|myself)`,
    `my ${BODY} (?:are|is) (?:covered in|full of|all|covered with) (?:cuts|scars|burns|scratches|marks from)`,
    `(?:the |fresh |new |deep |)(?:cuts|scars|burns) (?:on|all over|up|across) my ${BODY}(?! from (?:the|my|a) (?:surgery|operation|fall|accident|cat|dog|bike|crash))`,
    `${I}(?:hurt|hurting|harm|harmed|cut|burn|burned|burnt|hit|punch|punched|scratch|scratched|bruise|bruised|starve|starved) (?:myself|my ${BODY})(?: [a-z]+){0,2} on purpose`,
    `(?:hurting|harming|cutting|burning|punishing) myself (?:makes|made|helps|helped|is the only|feels|calms|stops)`,
    `${I}(?:use|used|using|have|keep|kept|hide|hid|have hidden|got|bought|took)(?: [a-z]+){0,2} (?:a |my |the |some |)(?:razor|razors|blade|blades|razor blade|razor blades|sharpener blade|sharpener blades|pencil sharpener blade)(?: [a-z]+){0,4} (?:on my|to cut|to hurt|for cutting|for when|in my (?:pencil case|room|drawer|bag|pillow|phone case|wallet|sock))`,
    `(?:razor|blade|blades|razors|lighter|compass) (?:on|across|into|to) my ${BODY}`,
    `${I}(?:need|want|crave|deserve|have) to (?:feel (?:the |some |)pain|bleed|see (?:the |)blood|hurt myself|punish myself)`,
    `(?:made|make|making|making) myself bleed`,
    `${I}(?:punch|punched|punching|hit|hitting|bang|banged|banging|slam|slammed|slamming) (?:walls|the wall|a wall|my head|my fists?)(?: [a-z]+){0,5} (?:till|until|so|and) (?:it|they|i|my)(?: [a-z]+){0,2} (?:bleed|bleeds|bled|bleeding|bruise|bruised|hurts|break|broke|cannot)`,
    `(?:[0-9]+|a few|two|three|four|five|six|a couple of) (?:days|weeks|months|years?) (?:clean|free|sober)(?: [a-z]+){0,3} (?:from|of)? ?(?:sh|selfharm|cutting|and i|but i|until|then i)`,
    `${I}(?:broke|have broken|lost|ruined) my (?:streak|clean streak)`,
  ], { keys: words_('cut cutted sh shd selfharm selfharmed selfharming relapsed myself carve carved carving engrave engraved cuts scars burns razor razors blade blades lighter compass bleed pain blood punish walls wall head fists fist clean free streak'),
     unless: /\b(?:by accident|accidentally|cooking|chopping|grater|food tech|shaving|paper|fell|falling|trip|football|rugby|pe lesson|skate|bike|cat|kitten|dog|surgery|operation|my hair|haircut|onion|vegetables|first aid|what is|why do people|how do you treat|lesson|pshe|project|essay|the character)\b/ }),

  rule('abuse.broad', 'urgent', 'abuse', [
    `${NOT_PEER}${FAMILY}(?: [a-z]+){0,2} (?:beat|beats|beaten|beating|batter|batters|battered|battering) me up`,
    // a brother, sister or cousin who hit or pushed once is a squabble; a habit or a severe act still counts
    `${NOT_SIBLING}${ACTOR}(?: [a-z]+){0,4} (?:${HARM_PRESENT}|${HARM_PAST}|${HARM_ING}|${HARM_DIALECT}) me(?![a-z0-9])${NOT_ABUSE_AFTER_SOFT}`,
    `${SIBLINGS}(?: [a-z]+){0,4} (?:${HARM_PRESENT}|${HARM_ING}|${HARM_SEVERE}) me(?![a-z0-9])${NOT_ABUSE_AFTER_SOFT}`,
    `${SIBLINGS}(?: [a-z]+){0,4} (?:beat|battered|punched|kicked|strangled|choked|hit|stamped on) me (?:up|in the (?:face|head|stomach|ribs|privates)|till|until|so hard|black and blue|unconscious)`,
    `${NOT_PEER}${FAMILY}(?: [a-z]+){0,10} (?:${HARM_PRESENT}|${HARM_ING}|${HARM_DIALECT}|beat|punched|kicked|slapped|choked|strangled|burned|burnt|whipped|belted|smacked|battered|headbutted|threw things at) me(?![a-z0-9])${NOT_ABUSE_AFTER_SOFT}`,
    `(?:${FAMILY}|my [a-z]+s (?:friend|mate|boyfriend|girlfriend|husband|brother|dad|uncle|son)) (?:${ADV}|keeps |always |)(?:calls|called|keeps calling|always calls|tells|told|says|said) (?:me|i am) (?:a |an |)(?:worthless|a mistake|mistake|disgusting|waste of space|a waste of space|piece of shit|slut|whore|retard|freak|failure|burden|useless piece)`,
    // "this cold is knocking me out": an illness or a tablet, not a person
    `(?<!(?:cold|flu|virus|bug|medicine|tablets?|heat|hayfever|antihistamines?|jetlag|tiredness) (?:is |was |has been |keeps )?)(?:knocks|knocked|knocking) me (?:about|around|over|out|down)`,
    `(?:gives|gave|give|giving) me (?:a |)(?:hiding|good hiding|beating|kicking|black eye|black eyes|slap)`,
    `(?:beats|beat|beating) (?:the shit|the crap|hell) out of me`,
    `(?:${FAMILY}|he|she|they|my [a-z]+s (?:friend|mate|boyfriend|brother|dad|uncle)) (?:${ADV}|)(?:forced|forces|raped|rapes|molested|molests|abused|abuses) me(?= \\.|$| to(?! (?:eat|finish|try|do|go|tidy|clean|wear|say sorry|apologi[sz]e|practi[sc]e|revise|read|study|get up|go to bed|come)\\b)| into| and| when| at| in| every| again)`,
    `${ACTOR}(?: [a-z]+){0,2} (?:is|keeps|keep|kept|has been|have been|was|were|are|always|will not stop|wont stop|never stops|started) (?:${HARM_ING}) me(?![a-z0-9])${NOT_ABUSE_AFTER}`,
    `${ACTOR}(?: [a-z]+){0,2} (?:grab|grabs|grabbed|pulls|pulled|drags|dragged|pins|pinned|holds|held|picks|picked|lifts|lifted|throws|threw|chucks|chucked|shoves|shoved|pushes|pushed) me (?:by|up by|down by|against|into|down|across|on|off|onto|out of) (?:the |my |a )?(?:neck|throat|hair|arms?|wrists?|wall|floor|stairs|bed|door|ground|collar|car)`,
    `${NOT_SIBLING}${ACTOR}(?: [a-z]+){0,2} (?:throws|threw|chucks|chucked|hurls|hurled) (?!(?:a |the |his |her |some )?(?:cushion|pillow|sock|snowball|water balloon|teddy|paper|sponge)s? )(?:[a-z]+ ){0,2}at me`,
    `${ACTOR}(?: [a-z]+){0,3} (?:threatened|threatens|threatening|said (?:he|she|they) would|says (?:he|she|they) will|said (?:he|she|they) will) (?:to )?(?:kill|hurt|stab|beat|batter|strangle|burn) me(?! if i (?:scratch|scratched|dent|dented|crash|crashed|spill|spilt|spilled|stain|stained|scuff|scuffed|smash|smashed|crack|cracked) (?:his|her|their|the|my) )`,
    `(?:kill|hurt|beat|batter) me if i (?:tell|told|say|said|ever tell)`,
    `${ACTOR}(?: [a-z]+){0,2} (?:watches|watched|films|filmed|photographs|photographed|takes (?:pictures|photos|videos) of|took (?:pictures|photos|videos) of|looks at|stares at|spies on|peeks at) me (?:in the shower|in the bath|undress|undressing|get changed|getting changed|change|changing|naked|sleep|sleeping|in bed|in the bathroom|on the toilet|without clothes)`,
    `${I}(?:get|got|am getting|was getting|keep getting|get getting|have been getting|have been) (?:hit|beaten|battered|hurt|slapped|kicked|punched|belted|whipped|choked|abused|beaten up|touched|leathered|walloped|thrashed|smacked|strangled) (?:last night|again|yesterday|this morning|so bad|really bad|badly|at home|by (?:my|me|mi) [a-z]+|every (?:day|night|week)|when (?:he|she|they|my [a-z]+) (?:is|are|gets|get)|all the time)`,
    `(?:beat|beats|hit|hits|hurt|hurts|abuse|abuses|batter|batters|belt|belts) me at home`,
    `${ACTOR}(?: [a-z]+){0,2} (?:makes|made|forces|forced|tells|told|wants|wanted|gets|got) me (?:to )?(?:touch|suck|lick|kiss (?:him|her) (?:there|down there|on the)|do (?:things|stuff|sexual|it|that)|have sex|take my clothes off|get naked|watch (?:him|her|porn|them))(?! (?:my homework|the dishes|the washing|chores|the housework|jobs|exercises))`,
    `${ACTOR}(?: [a-z]+){0,2} (?:calls|called|tells|told|says) (?:me|i am) (?:worthless|a mistake|useless|a waste|a piece of shit|a burden)(?: [a-z]+){0,4} (?:and|then|every|all the time|every day)`,
  ], {
     unless: /\b(?:(?:push|pushes|pushed|pushing) me (?:really |so |too |)hard(?:er)?|game|games|fortnite|minecraft|roblox|fifa|football|rugby|boxing|karate|judo|training|tag|pillow|snowball|water balloon|the ball|a ball|cricket|rounders|baseball|netball|tennis|frisbee|dodgeball|catch|by accident|accidentally|tickle|tickles|tickled|hug|hugs|hugged|high five|on the shoulder|to get my attention|to stop me|so i would not|so i did not|out of the (?:way|road)|from falling|crossing the road|in the book|the character|the story|the poem|the novel|the play)\b/ }),

  rule('neglect.broad', 'urgent', 'abuse', [
    `(?:there is|there was|we have|we got|we have got|we do not have|there is never|there never is|there are|there is hardly|there is barely|never any|never)(?: any)? (?:no |not any |nothing |hardly any |barely any |never any |never |)(?:food|anything to eat|money for food|meals|dinner|tea)(?= \\.|$| at home| in the house| in my house| at my house| for (?:days|me|us|ages|weeks)| and| because| again| ever)(?! and (?:drinks|snacks) for the (?:party|trip))`,
    `(?:nothing|no food) to eat (?:at home|in the house|in my house|at my house|for days)`,
    `(?:nobody|no one|noone)(?: [a-z]+){0,4} (?:feeds|feed|cooks for|looks after|takes care of|cares for|makes food for|gives me food|washes my clothes)(?: me)?`,
    `(?:my (?:mum|dad|parents|stepdad|stepmum|carer|foster (?:mum|dad|carer|parents)|grandma|grandad|nan)|they|she|he) (?:do not|does not|never|will not|wont|refuse to|forget to|forgets to|stopped|do not even|does not even|never even) (?:feed|feeding|give me (?:any )?food|give me food|give us food|cook|cook for (?:me|us)|buy (?:any )?food|let me eat|make (?:me|us) (?:food|dinner|tea))(?= \\.|$| me| us| anymore| any more| for| and| so)`,
    `(?:my (?:mum|dad|parents|stepdad|stepmum|carer)|mum|dad|they|she|he)(?: [a-z]+){0,1} (?:has not|have not|did not|has not been|have not been|has|have|never) (?:come|been|came|coming|been back|come back|gone) (?:home|back)(?: [a-z]+){0,2} (?:in|for|since) (?:${DAYS}|days|ages|a week|two nights|three nights|the weekend|friday|saturday|sunday|monday|tuesday|wednesday|thursday)`,
    `(?:no one|nobody|noone) (?:has been|is|was|has come|came) (?:home|at home|back)(?: [a-z]+){0,2} (?:in|for|since) (?:${DAYS}|days|ages|a week|the weekend)`,
    `${I}(?:am|get|got|was|keep getting|have been|get getting) (?:left|leaving) (?:home |at home |)(?:alone|on my own|by myself|with my (?:baby|little) (?:sister|brother))(?: [a-z]+){0,4} (?:for|all) (?:days|the weekend|weekend|night|nights|the night|week|the week|${DAYS})`,
    `${I}(?:have to|always have to|am made to) (?:look after|feed|take care of) my (?:baby|little|younger) (?:sister|brother|siblings)(?: [a-z]+){0,3} (?:because|cos|since|as|when) (?:my |)(?:mum|dad|parents)(?: [a-z]+){0,2} (?:drunk|high|gone|away|not home|never home|passed out|asleep all day)`,
  ], { keys: words_('food eat meals dinner tea feeds feed cooks looks takes cares gives home back alone own myself look'),
     unless: /\b(?:party|trip|picnic|fasting|ramadan|lent|diet|recipe|homework|for the class|in the story|the character|history|famine|war|rationing|shop|shopping|big shop|delivery|supermarket|tesco|asda|aldi|lidl)\b/ }),

  rule('grooming.broad', 'urgent', 'grooming', [
    `(?:he|she|they|him|her|a man|an adult|this guy|the guy|that guy|this man|the man|this girl|a woman|someone|somebody|my [a-z]+)(?: [a-z]+){0,3} (?:said|says|told me|tells me|made me promise|makes me promise|keeps saying|wants me to know|asked me to keep)(?: [a-z]+){0,3} (?:it is|its|this is|it was|that is|that it is|that its) (?:our|a) (?:little |special |big |)secret`,
    `(?:our|a) (?:little |special |)secret (?:between us|just between us|just us|from (?:my|your) (?:parents|mum|dad|family))`,
    `(?:said|says|told me|tells me|asked me|asks me|made me promise|makes me promise|keeps telling me|wants me)(?: [a-z]+){0,1} (?:not to|to not|never to|i should not|i must not|i cannot|i can not|to never|do not|never|not) (?:tell|say anything to|show|mention (?:it |this |)to) (?:anyone|anybody|my (?:parents|mum|dad|family|teacher|friends)|mum|dad|your parents|your mum|your dad|no one|a teacher|an adult|any adults?)`,
    `(?:told me|tells me|asked me|asks me|wants me|made me|makes me) to (?:delete|clear|hide) (?:our|the|all our|his|her|my) (?:chats?|messages|texts|conversations?|snaps|dms|photos|pics)`,
    `(?:asked|asks|asking|wants|wanted|keeps asking|kept asking|is asking|begging|begged|pressuring|pressured|pressures|offered|offers|paying|pays|paid)(?: me)?(?: [a-z]+){0,3} (?:for|to send|send|to see|to take|to show|to film|to record)(?: me)?(?: [a-z]+){0,3} ${SEXUAL_PIC_ITEMS}`,
    `(?:asked|asks|asking|wants|wanted|keeps asking|kept asking|is asking|begging|begged|pressuring|pressured|told|tells)(?: me)?(?: [a-z]+){0,6} (?:for|to send|send|to see|to take)(?: me)?(?: [a-z]+){0,1} (?:pics|pictures|photos|a photo|a pic|selfies|a selfie|videos|a video|snaps) (?:of me|of myself|of my body|of my (?:legs|feet|chest|bum|face and body)|in (?:my )?(?:bed|pyjamas|pjs|underwear|bra|swimsuit|bikini|school uniform|the bath|the shower))`,
    `(?:gives|gave|give|pays|paid|offered|offers|buys|bought|sends|sent|will give|promised) me(?: [a-z]+){0,2} (?:money|cash|gifts?|presents?|robux|vbucks|v bucks|a phone|phone credit|vapes?|a vape|clothes|stuff|gift cards?|skins)(?: [a-z]+){0,5} (?:if|for|so|to|in return|and (?:said|says|told|wants|asked)|but (?:said|says|told|wants))(?: [a-z]+){0,4} (?:pics|pictures|photos|send|secret|do not tell|not to tell|meet|come over|video|videos|call|nudes|see me|visit)`,
    `(?:will|would|going to|gonna|threatening to|threatened to|threatens to|says (?:he|she|they) will|said (?:he|she|they) would|said (?:he|she|they) will|if i (?:do not|will not|refuse to|stop)(?: [a-z]+){0,4})(?: [a-z]+){0,3} (?:post|share|send|leak|show|expose|spread|put)(?: [a-z]+){0,2} (?:(?:my|the|those|our|them|what i sent|the ones i sent) (?:pics|pictures|photos|nudes|videos?|snaps|chats|to everyone|online|to my (?:parents|mum|dad|friends|school|family))|everyone|everybody|the whole school|my (?:parents|mum|dad|friends|school|family))`,
    `(?:blackmail|blackmails|blackmailed|blackmailing|sextort|sextorting|sextorted|extorting|extorted) me`,
    `(?:he|she|my boyfriend|my girlfriend|this guy|the guy|the man|he is|she is)(?: [a-z]+){0,1} (?:is |)(?:1[89]|[2-9][0-9])(?: years old| year old| yo)?(?: [a-z]+){0,3} (?:and|but) i (?:am |)(?:1[0-5]|[0-9]|ten|eleven|twelve|thirteen|fourteen|fifteen)(?![0-9])`,
    `(?:he|she|this guy|the guy|the man|my boyfriend|my girlfriend) is (?:2[0-9]|[3-9][0-9])(?: years old| year old| yo)?(?: [a-z]+){0,2} (?:and|but)(?: [a-z]+){0,3} (?:loves me|love me|kissed|touched|sex|pics|photos|nudes|secret|meet|dating|relationship|wants to (?:meet|see me|date|marry)|my boyfriend|my girlfriend)`,
    `(?:said|says|told me|tells me|keeps saying)(?: that)? (?:i am|i look|i seem) (?:so |really |very |way |)(?:mature|grownup|grown up|older than (?:i am|my age)|not like other (?:girls|boys|kids))`,
    `(?:mature|grownup|grown up) for (?:my|your) age`,
    `(?:asked|asks|asking|wants to know|keeps asking)(?: me)?(?: [a-z]+){0,1} (?:if|whether|when) (?:i am|i will be|i would be|my parents are|my mum is|my dad is|my parents will be) (?:home alone|alone|on my own|by myself|out|asleep|away|not home|going out)`,
    `(?:video call|facetime|call|meet|come over|come round|come to my (?:house|home|flat)|come to mine|talk|chat|sneak out|visit)(?: [a-z]+){0,3} (?:when|while|after) (?:my parents|my mum|my dad|everyone|mum|dad|my family) (?:are|is|go|goes|have gone|has gone) (?:asleep|to sleep|to bed|out|away|not home|at work|gone)`,
    `(?:he|she|they|this guy|a guy|a man|someone|somebody|this girl|a person|a boy|an older [a-z]+)(?: [a-z]+){0,4} (?:from|on|in|off) (?:online|roblox|discord|snapchat|snap|instagram|insta|tiktok|fortnite|minecraft|a game|the game|an app|whatsapp|kik|omegle|telegram|the internet|wizz|yubo|xbox|playstation|ps4|ps5|twitch)(?: [a-z]+){0,3} (?:wants|wanted|asked|asks|keeps asking|is asking|invited|invites) (?:me |)(?:to )?(?:meet|see me|hang out|come over|come to|pick me up|visit|stay)`,
    `(?:met|know|talk to|chat to|chat with|talking to) (?:him|her|them|a guy|someone|a man|this guy|a girl|a boy) (?:on|online|in|through|off) (?:[a-z]+ ){0,2}(?:and|but)(?: [a-z]+){0,3} (?:wants|wanted|asked|asks|is asking|keeps asking) (?:me )?(?:to )?(?:meet|see me|come over|pick me up|hang out|send)`,
    `(?:sent|sends|showed|shows|keeps sending|kept sending) me (?:a |some |)(?:pic|pics|picture|pictures|photo|photos|video|videos|snap|snaps) of (?:his|her|their) (?:dick|penis|privates|private parts|willy|thing|junk|boobs|body|self naked)`,
  ], { keys: words_('boyfriend girlfriend is show spread send everyone everybody secret tell delete clear hide nudes nude naked pics pictures photos selfies videos snaps underwear bra body money gifts gift robux vbucks post share leak expose blackmail blackmailed blackmailing sextort sextorting extorting mature grownup grown alone meet call facetime sent sends showed me come visit'),
     guarded: false,
     // a photo for the team page, the yearbook or a passport is not a request for pictures of the student's body
     unless: /\b(?:what if|if someone|if somebody|if a (?:man|stranger|person|guy)|if an adult|hypothetically|imagine|surprise|party|birthday|present for|christmas|advent|secret santa|recipe|the answer|the test|quiz|homework answers|(?:in|this|the|a) (?:book|novel|story|poem|play|film|chapter)|the character|mean|meaning|pshe|what should you do|what to do if|how do you know|signs of|grooming|team page|team photo|team sheet|school photo|yearbook|passport|my kit|in my (?:kit|uniform)|profile picture|for the (?:team|club|newsletter|website|school))\b/ }),

  rule('threat.broad', 'urgent', 'threat', [
    `${I}(?:am|will be|was|have been|will|am going to|want to|am gonna|plan to|am planning to|should|might|may)?(?: [a-z]+){0,1} ?(?:bringing|bring|taking|take|carrying|carry|sneaking|sneak|smuggling|smuggle)(?: [a-z]+){0,3} (?:${WEAPON})(?= \\.|$| tomorrow| tonight| today| on (?:monday|tuesday|wednesday|thursday|friday)| in| to| into| next| and| for (?:him|her|them|protection)| just in case)`,
    `${I}(?:have|have got|got|keep|am carrying|carry|hid|have hidden|hide|stashed|put)(?: [a-z]+){0,2} (?:${WEAPON})(?: [a-z]+){0,2} (?:in|at|under|inside) (?:my (?:bag|school bag|backpack|locker|blazer|pocket|coat|jacket|sock|tray|desk)|school|the toilets)`,
    `${I}(?:${DESIRE}|swear i will|promise i will|swear to god i will|will) ${ADV}(?:kill|stab|shoot|murder|strangle|slit|knife|shank|gut) (?!(?:about |around |like |roughly )?(?:[0-9]+|an|a|half an|some|a few) (?:minutes|mins|hours|hour|seconds|secs)(?![a-z]))(?!(?:it|this|that|the|time|myself|me|you|yourself|a|an|off|some|two|three|birds|for|over|at|in|on|with|to|like|and|so|or|if|when|but|because|every|any|all|no|one|boredom|them (?:at|in)|my (?:time|phone|battery|game|essay|homework|shot|shots|printer|laptop|computer|router|wifi|tablet|ipad|console|controller)|hoops|baskets|penalties|zombies?|mobs?|bosses|enemies|dragons?|monsters?)(?![a-z0-9]))[a-z]+`,
    `${I}(?:want|wish|need|would love|will see|will make)(?: [a-z]+){0,1} (?:him|her|them|everyone|everybody|all of them|you all|the whole (?:class|school)|those [a-z]+|that [a-z]+|my [a-z]+)(?: all)? (?:dead|to die|to be dead|bleeding|in hospital|in a coffin|to bleed)`,
    `(?:beat|stab|kick|punch|batter|hit|shoot|strangle) (?:him|her|them|[a-z]+)(?: [a-z]+){0,1} (?:to death|till (?:he|she|they) (?:is dead|are dead|dies|die|bleeds|bleed|cannot|stops breathing)|until (?:he|she|they) (?:dies|die|bleeds|bleed|cannot|stops breathing))`,
    `${I}(?:${DESIRE}|will) ${ADV}(?:shoot|stab|kill|murder|bomb|attack) (?:everyone|everybody|them all|all of them|the whole class|the whole school|every one of them|as many)`,
    `(?:use|stick|put|shove) (?:it|the knife|my knife|the gun|my gun|a knife|the blade|my blade) (?:on|in|into|through) (?:him|her|them|his|her|their|[a-z]+s)`,
    `${I}(?:${DESIRE}|will) ${ADV}(?:hurt|attack|beat up|batter|jump|stab|shoot|get)(?: [a-z]+){0,1} ${PEOPLE_OBJECT}(?: [a-z]+){0,3} (?:tomorrow|tonight|today|on monday|at school|after school|at lunch|at break|next week|in (?:class|assembly|pe)|with (?:a|my|the) (?:${WEAPON}))`,
    `${I}know where (?:my )?(?:dad|mum|uncle|brother|grandad|stepdad|parents)(?: [a-z]+){0,1} (?:keeps|keep|hides|hide|has|have) (?:his|her|their|the) (?:gun|guns|knife|knives|rifle|shotgun|pistol)`,
  ], { keys: words_('bat hammer crowbar duster knuckles acid petrol screwdriver cutter spray nunchucks knife knives gun guns blade machete weapon weapons pistol rifle shotgun bomb explosive explosives shank axe taser kill stab shoot murder strangle slit gut dead die bleeding hospital coffin bleed death till until use stick put shove hurt attack beat batter jump get everyone everybody'),
     gameSensitive: true,
     guarded: false,
     unless: new RegExp(`\\b(?:what if|would i get|hypothetically|imagine|what happens if|is it illegal|is it against the law|can you go to prison|lol|lmao|lmfao|haha|hahaha|jk|just joking|only joking|joking|kidding|xd|rofl|food tech|foodtech|cooking|cookery|dt|design and technology|picnic|camping|scouts|fishing|whittling|carving a|knife and fork|butter knife|plastic knife|nerf|toy|water gun|water pistol|cake|sandwich|bread|art class|the play|in the play|in the story|the character|the book|the poem|history|in the war|chess|checkers|cards|quiz|test|exam|debate|argument|cricket|baseball|rounders|softball|hockey|practice|training|nets|pe kit)\\b|${COULD_HYPERBOLE.source}`) }),

  rule('eating.broad', 'urgent', 'eating', [
    `${I}(?:have not|did not|have barely|had not|have hardly|barely|have not really|have not properly|have not even|did not even)(?: [a-z]+){0,1} (?:eaten|ate|eat|had (?:any )?food|had anything|had a meal|had a proper meal|eaten anything|eaten properly|eaten a thing)(?: [a-z]+){0,2} (?:since (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|last week|the weekend|last weekend|${DAYS})|in ${DAYS}|for ${DAYS})`,
    `(?:no|without) (?:food|eating|meals?|proper meals?)(?: [a-z]+){0,1} (?:for|in) ${DAYS}`,
    `${I}(?:am|was|look|have been) (?:already |literally |really |so |)underweight(?: [a-z]+){0,6} (?:lose|losing|thinner|skinnier|eat less|stop eating|still fat|still want|still need|but i|and i)`,
    `(?:my |)bmi (?:is |of |)(?:1[0-7]|[0-9])(?![0-9])(?: [a-z0-9]+){0,6} (?:lose|losing|thinner|skinnier|less|still|fat|want|need)`,
    `${I}(?:only|just) (?:drink|drank|have|had|eat|ate|live on|survive on) (?:water|black coffee|diet coke|chewing gum|gum|ice)(?: [a-z]+){0,3} (?:all day|every day|for days|for a week|now|to lose|so i|instead|no food|and nothing)`,
    `${I}(?:keep |have been |)(?:fainting|passing out|blacking out|collapsing|fainted|passed out|blacked out|collapsed)(?: [a-z]+){0,6} (?:not eating|do not eat|did not eat|have not eaten|had not eaten|no food|skip|skipping|starving|barely eat|hardly eat|only eat|haven t eaten)`,
    `${I}(?:throw|threw|throwing) up (?:after|every time|whenever|when) (?:i eat|eating|i have eaten|meals|every meal|dinner|lunch|food|i ate)`,
    `${I}(?:chew and spit|water fast|dry fast|am fasting|have been fasting)(?: [a-z]+){0,3} (?:for|to lose|so i|since|days|a week)`,
    `${I}(?:eat|ate|have|allow myself|only eat|am eating|eating) (?:under|less than|fewer than|below) (?:[1-9][0-9]{1,2}|a thousand|1000|800|500) (?:calories|cals|kcal)`,
  ], { keys: words_('eaten ate eat food meal meals underweight bmi water coffee coke gum ice fainting passing blacking collapsing fainted passed blacked collapsed throw threw throwing chew fast fasting calories cals kcal'),
     unless: new RegExp(`\\b(?:ramadan|suhoor|sehri|iftar|yom kippur|lent|fasting for|blood test|operation|surgery|the doctor said|for my religion|in the story|the character|history|famine|holocaust|war|stomach bug|sick bug|virus|flu|covid|${FOOD_ILLNESS}|norovirus)\\b`) }),

  rule('eating.broad-signs', 'urgent', 'eating', [
    `${I}(?:have been |keep |am |)(?:throw|threw|throwing|puke|puked|puking|vomit|vomited|vomiting|bring|bringing|brought) up (?:my food|my meals|food|everything|what i eat|all my food|my dinner|my lunch|after)(?: [a-z]+){0,4} (?:so|to|because|cos)(?: [a-z]+){0,1} (?:i |)(?:do not|dont|will not|wont|not|never|stay|lose|can lose|get|keep)(?: [a-z]+){0,1} (?:gain|get fat|put on|weight|thin|skinny|fat)`,
    `(?:lost|dropped|losing|have lost) (?:[0-9]+ ?(?:kg|kgs|kilos|pounds|lbs|stone)|so much weight|a lot of weight|loads of weight)(?: [a-z0-9]+){0,6} (?:still|more|need to lose|want to lose|not enough|keep going|not thin)`,
    `${I}(?:only |)(?:eat|have|ate|allow myself) (?:one|1|a single) (?:meal|thing|snack|apple|piece of fruit|cracker|yoghurt|yogurt)(?: [a-z]+){0,2} (?:every|a|per|in) (?:two|2|three|3|few|other|couple of) days?`,
    `${I}(?:eat|ate|have eaten|had|have had) (?:nothing|literally nothing|basically nothing)(?: [a-z]+){0,1} (?:all day|for days|today or yesterday|since|in days|all week|for a week|${DAYS})`,
    `(?:periods? (?:stopped|have stopped|has stopped|are late|went away)|hair (?:is |keeps |)(?:falling out|coming out)|(?:feel|am|get|keep getting|always) (?:so |really |)(?:dizzy|faint|light headed|lightheaded|cold all the time)(?: [a-z]+){0,3})(?: [a-z]+){0,3} (?:because|from|cos|since|when) (?:i |of |)(?:barely eat|not eating|do not eat|dont eat|have not eaten|starving|skip|skipping|hardly eat|restrict|restricting|only eat|am not eating)`,
    `(?:see|count|feel|touch) my (?:ribs|bones|hip bones|hipbones|spine|collarbones?)(?: [a-z]+){0,5} (?:lose more|want to lose|still fat|still not|more weight|thinner|skinnier|need to lose|still want|still need)`,
    `(?:binge|binging|bingeing|binged) (?:and|then|and then) (?:purge|purging|purged|throw up|puke|make myself sick)`,
    `${I}(?:weigh|am|am only) (?:[2-4][0-9]) ?(?:kg|kgs|kilos)(?: [a-z0-9]+){0,5} (?:lose|want|get to|goal|still|more|thinner|less)`,
    `${I}(?:have |)(?:stopped|quit|given up|give up|stop) eating(?! (?:sweets|sugar|meat|junk|crisps|chocolate|dairy|gluten|fast food|takeaways|processed|red meat|pork|beef|chicken|fish|eggs|snacks|between))`,
    `${I}(?:am |have been |keep |started |)restricting(?= \\.|$| again| to| my (?:food|eating|calories)| food| calories| cals| everything| so)`,
    `(?:proana|promia|thinspo|meanspo|bonespo|edtwt|ana coach|ana buddy|ugw|my gw)(?: [a-z0-9]+){0,8} (?:no food|not eaten|have not eaten|not eating|fast|fasting|day [0-9]+|restrict|restricting|calories|cals|skip|skipping|starve|starving|purge|purging|lose|losing|eat|kg)`,
    `(?:no food|not eaten|have not eaten|not eating|fasting|restrict|restricting|calories|cals|skipping|starve|starving|purge|purging|lose weight)(?: [a-z0-9]+){0,8} (?:proana|promia|thinspo|meanspo|bonespo|edtwt|ana coach|ana buddy|ugw)`,
    `day [0-9]+ (?:of|without) (?:no food|not eating|fasting|water fasting|restricting|eating nothing|food)`,
    `${I}(?:exercise|work out|run|do sit ups|do crunches)(?: [a-z]+){0,3} (?:for hours|until i (?:faint|collapse|pass out|cannot)|after (?:i eat|eating|every meal|i have eaten))(?: [a-z]+){0,3} (?:so|to) (?:i |)(?:do not|dont|burn|lose|not)`,
  ], { keys: words_('throw threw throwing puke puked puking vomit vomited vomiting bring bringing brought lost dropped losing meal thing snack apple fruit cracker yoghurt yogurt nothing periods period hair dizzy faint headed lightheaded cold ribs bones hipbones spine collarbone collarbones binge binging bingeing binged weigh eating restricting proana promia thinspo meanspo bonespo edtwt ana ugw gw day exercise work run sit crunches'),
     unless: new RegExp(`\\b(?:ramadan|yom kippur|lent|blood test|operation|surgery|for my religion|in the story|the character|history|famine|holocaust|war|stomach bug|sick bug|virus|flu|covid|${FOOD_ILLNESS}|norovirus|travel sick|car sick|seasick|hangover|on the boat|roller coaster|cat|dog|baby)\\b`) }),

  rule('threat.broad-more', 'urgent', 'threat', [
    `${I}(?:${DESIRE}|swear i will|promise i will) ${ADV}(?:hurt|attack|stab|shoot|strangle|poison) ${PEOPLE_OBJECT}(?! (?:at|in) (?:chess|cards|a game|games|fifa|football|a race))`,
    `${I}(?:${DESIRE}|will|swear i will) ${ADV}(?:get|grab|buy|steal|take|find|borrow|nick) (?:a |my |his |the |my dads |my brothers |my uncles |my cousins |some |an )?(?:${WEAPON})(?= \\.|$| and| to| for| from| tomorrow| tonight| so| then)`,
    `${I}(?:${DESIRE}|swear i will|promise i will) ${ADV}(?:hurt|attack|stab|shoot|punch|strangle|poison|batter|beat up|burn|run over|push|kick) (?:my (?:teacher|head|headteacher|principal|form tutor|maths teacher|science teacher|english teacher)|the (?:teacher|head|headteacher|principal)|mr [a-z]+|mrs [a-z]+|miss [a-z]+|ms [a-z]+|sir)(?! (?:at|in) (?:chess|cards|a game|games|fifa))`,
    `${I}(?:${DESIRE}|will|swear i will) ${ADV}(?:set|burn)(?: [a-z]+){0,3} (?:on fire|down|alight|ablaze)`,
    `${I}(?:${DESIRE}|will|swear i will) ${ADV}set fire to`,
    `${I}(?:${DESIRE}|will|swear i will) ${ADV}(?:push|throw|shove) (?:him|her|them|(?:that|this|the|my) [a-z]+|[a-z]+) (?:down the stairs|off (?:a|the) [a-z]+|in front of|under (?:a|the)|into (?:the|a) (?:road|river|canal|traffic))`,
    `(?!(?:brother|sister|bro|sis|cousin|stepbrother|stepsister) )(?:he|she|they|you|[a-z]+) (?:is|are) (?:so |literally |actually |fucking |)dead(?: meat)? (?:tomorrow|after school|at lunch|at break|on monday|when i (?:see|get|catch)|next time i see)`,
    `(?:he|she|they|[a-z]+) (?:is|are) (?:going to|gonna) die (?:tomorrow|after school|at lunch|on monday|by my hand)(?: [a-z]+){0,4} (?:i will|i am going to|i swear|i will make sure|i promise)`,
    `${I}(?:${DESIRE}|will|swear i will) ${ADV}(?:end|merk|body|shank|cap|smoke|pop|stab up|wet) (?:him|her|them|(?:that|this) (?!(?:term|chapter|year|week|month|day|game|level|season|essay|book|lesson|call|chat|conversation|topic|unit|streak|project|match|round)(?![a-z]))[a-z]+)(?= \\.|$| tomorrow| tonight| today| after| at| when| i swear| fr| for real| on)`,
    `${I}(?:${DESIRE}|will|swear i will) ${ADV}make (?:him|her|them|everyone|that [a-z]+|[a-z]+) (?:bleed|suffer in hospital|disappear)`,
    `${I}(?:keep|carry|have|bring|take|always have|always carry|have started carrying|started carrying|have been carrying) (?:a |my |the |my dads |my brothers |)(?:${WEAPON}) (?:on me|with me|everywhere|at school|to school|in my (?:bag|pocket|coat|blazer|sock|locker))`,
    `${I}(?:${DESIRE}|will) ${ADV}(?:shoot|stab|kill|hurt) (?:anyone|anybody|whoever|the next (?:person|kid|one)|every (?:one|person))(?: [a-z]+){0,1} (?:who|that|to|if)`,
  ], { keys: words_('hurt attack stab shoot punch strangle poison batter beat burn run push kick set throw shove dead die end merk body shank cap smoke pop wet make keep carry have bring take get grab buy steal find borrow nick anyone anybody whoever next every'),
     gameSensitive: true,
     guarded: false,
     unless: new RegExp(`\\b(?:what if|would i get|hypothetically|imagine|what happens if|is it illegal|is it against the law|can you go to prison|lol|lmao|lmfao|haha|hahaha|jk|just joking|only joking|joking|kidding|xd|rofl|food tech|foodtech|cooking|cookery|dt|design and technology|picnic|camping|scouts|fishing|cricket|baseball|rounders|softball|hockey|the match|match|pe kit|nerf|toy|water gun|water pistol|the play|in the play|in the story|the character|the book|the poem|history|in the war|chess|checkers|cards|quiz|test|exam|essay|debate|argument|battery|phone|laptop|plant|plants|fish|hamster|goldfish|candle|candles|bonfire|marshmallows|bbq|barbecue|my hair|the lights|firework|fireworks|diet|diets)\\b|${COULD_HYPERBOLE.source}`) }),

  rule('grooming.broad-more', 'urgent', 'grooming', [
    `(?:asked|asks|asking|wants|wanted|keeps asking|kept asking|is asking|knows|found out|asked for|asks for|keeps asking for)(?: me)?(?: for)?(?: [a-z]+){0,1} (?:my address|where i live|what school i go to|which school i go to|where i go to school|my postcode|my location|my house number|my snapchat|my snap|my number|my phone number|my whatsapp|my insta)`,
    `my (?:2[0-9]|[3-9][0-9]) ?(?:year old|yo|yr old|years old) (?:boyfriend|girlfriend|bf|gf|online friend|friend from (?:online|snap|snapchat|discord|roblox|tiktok|insta))`,
    `(?:is|s|are) (?:1[89]|[2-9][0-9])(?: years old| year old| yo| yrs| yrs old)?(?: [a-z]+){0,3} (?:and|but|while|when) (?:i am|i m|im) (?:only |just |)(?:1[0-5]|[0-9]|ten|eleven|twelve|thirteen|fourteen|fifteen)(?![0-9])`,
    `i am (?:only |just |)(?:1[0-5]|[0-9]|ten|eleven|twelve|thirteen|fourteen|fifteen)(?![0-9])(?: [a-z]+){0,3} (?:and|but|while) (?:he|she|they|my boyfriend|my girlfriend|this guy|the guy)(?: [a-z]+){0,1} (?:is |are |)(?:1[89]|[2-9][0-9])(?![0-9])`,
    `(?:boyfriend|girlfriend|date me|go out with me|loves me|kissed me|wants to meet)(?: [a-z]+){0,3} (?:and|but) (?:he|she) is (?:2[0-9]|[3-9][0-9])(?![0-9])`,
    `(?:turn|put|switch|keep) (?:my |the |)(?:camera|cam|webcam) on(?: [a-z]+){0,4} (?:at night|in (?:my )?(?:room|bed|bedroom|bathroom|the bath|the shower)|when (?:i am|my parents)|while i)`,
    `(?:asked|asks|asking|keeps asking|wants to know|talks|talking|keeps talking|asked me|asks me)(?: me)?(?: [a-z]+){0,2} (?:about|what|if|whether)(?: [a-z]+){0,2} (?:my body|my underwear|my bra|my boobs|my chest|my privates|i am a virgin|i have had sex|i touch myself|my size|i am wearing|i wear to bed|i shave|i have a boyfriend|i am alone)`,
    `(?:asks|asked|asking|keeps asking|sends|sent|keeps sending) me (?:sexual|dirty|rude|weird sexual|personal sexual|inappropriate|sexy) (?:questions|things|stuff|messages|texts)`,
    `(?:come|coming|turn up|wait|waiting|waits) (?:to|at|outside|near) my (?:school|house|home)(?: [a-z]+){0,2} (?:to see me|to meet me|to pick me up|for me|to get me)`,
    `(?:move|switch|talk|chat|go|add me|message me|go private) (?:to|on) (?:snapchat|snap|whatsapp|telegram|kik|a private chat|private|dms|another app|signal|discord|a different app)(?: [a-z]+){0,3} (?:so|because|where) (?:my parents|your parents|my mum|my dad|nobody|no one|people|mods|the mods)(?: [a-z]+){0,1} (?:do not|dont|cannot|will not|wont|can not|never) (?:see|know|find out|read)`,
    `(?:asked|asks|made|makes|wants|wanted|told|tells) me to sit on (?:his|her) (?:lap|knee|knees)`,
    `(?:go|come|going|coming|sneak|sneaking|stay|staying) (?:to|round to|over to|back to|at) (?:his|her|their) (?:house|flat|place|car|hotel|room)(?: [a-z]+){0,3} (?:when|while|after|before) (?:my parents|my mum|my dad|everyone|mum|dad|my family) (?:are|is|go|goes|have gone|has gone) (?:asleep|to sleep|to bed|out|away|not home|at work|gone)`,
    `(?:kissed|kisses|licked|licks|stroked|strokes|rubbed|rubs|sniffed|bit) my (?:neck|lips|leg|legs|thigh|thighs|bum|chest|boobs|privates|body|ear|tummy|stomach)`,
    `(?:said|says|told me|tells me|keeps saying|made me promise|makes me promise)(?: [a-z]+){0,5} (?:not to|to not|never to|i should not|i must not|i cannot|never) tell(?= \\.|$| anyone| anybody| my| mum| dad| your| no one| a teacher| an adult| about)`,
  ], { guarded: false,
     unless: /\b(?:what if|if someone|if somebody|if a (?:man|stranger|person|guy)|if an adult|hypothetically|imagine|surprise|party|birthday|present for|christmas|secret santa|the answer|quiz|(?:in|this|the|a) (?:book|novel|story|poem|play|film|chapter)|the character|meaning|pshe|what should you do|what to do if|how do you know|signs of|grooming|delivery|parcel|pizza|amazon|the school office|the form|trip form|permission slip|baby|my baby (?:brother|sister)|dog|cat|puppy|kitten)\b/ }),

  rule('abuse.broad-more', 'urgent', 'abuse', [
    `${ACTOR}(?: [a-z]+){0,2} (?:pulls|pulled|pulling|yanks|yanked|grabs|grabbed|rips|ripped) (?:out |)my hair`,
    `${ACTOR}(?: [a-z]+){0,2} (?:drags|dragged|dragging|pinches|pinched|pinching|spits on|spat on|twists|twisted|bites|bit) me(?! (?:at|in) (?:chess|games?))`,
    `${ACTOR}(?: [a-z]+){0,2} (?:makes|made|make|forces|forced|force) me (?:to )?(?:sleep|stay|stand|kneel|sit|eat)(?: [a-z]+){0,2} (?:in the (?:shed|garden|cold|garage|car|cupboard|dark)|outside|on the floor|for hours|off the floor|out of the bin|as (?:a )?punishment)`,
    `(?:hide|hiding|cover|covering|cover up) (?:the |my |all the |)(?:bruises|marks|burns|black eyes?|bite marks|belt marks|hand marks)(?: [a-z]+){0,3} (?:${FAMILY}|he|she|they|him|her|them|dad|mum|at home|from|so|at school|with)`,
    `(?:bruises|marks|burns|black eyes?|belt marks)(?: [a-z]+){0,2} (?:${FAMILY}|he|she|they) (?:gives|gave|made|left|leaves|did|caused) me`,
    `(?:put|puts|putting|stuck|sticks|shoved|shoves) (?:his|her|their) (?:hand|hands|fingers?|thing|penis|dick|willy|mouth|tongue) (?:in|into|inside|down|under|on|up) my (?:pants|knickers|underwear|trousers|shorts|skirt|top|shirt|bra|privates|private parts|mouth|bum|legs|dress|pyjamas)`,
    `(?:touched|touches|touching|felt|feels|grabbed|grabs|rubbed|rubs|fondled|fondles) (?:me |)(?:down there|in my private|my private|my privates|my private parts|between my legs|under my (?:clothes|skirt|pants|top)|my (?:boobs|breasts|vagina|penis|willy|bum|butt|crotch))`,
    `(?:does|did|doing|do|done) (?:sexual|sex|rude|bad|weird|dirty|private|nasty) (?:stuff|things) (?:to|with|on) me`,
    `(?:showed|shows|showing|flashed|flashes) me (?:his|her|their) (?:privates|private parts|penis|dick|willy|thing|body|boobs)`,
    `(?:made|makes|forced|forces|making) me (?:watch|look at) (?:porn|videos of|sex|him|her|them)(?: [a-z]+){0,2}(?! (?:homework|the (?:film|movie|news|match|game)))`,
    `(?:scared|afraid|terrified|frightened) (?:that |)(?:${FAMILY}|he|she|they) (?:will|is going to|might|gonna) (?:hit|hurt|beat|touch|kill|batter|kick|punch) me (?:again|tonight|when|if)`,
    `(?:hit|hurt|beat|touch|touched|batter|kick|punch) me again(?: [a-z]+){0,3} (?:tonight|when|if|at home|like last time)`,
  ], { keys: words_('hair me my bruises marks burns eyes eye hand hands fingers finger thing penis dick willy mouth tongue down there private privates legs clothes skirt pants top boobs breasts vagina bum butt crotch sexual sex rude bad weird dirty nasty showed shows showing flashed flashes watch look scared afraid terrified frightened again'),
     unless: /\b(?:game|games|fortnite|minecraft|roblox|fifa|football|rugby|boxing|karate|judo|training|tag|pillow|snowball|by accident|accidentally|tickle|tickles|tickled|hug|hugs|hugged|in the book|the character|the story|the poem|the novel|the play|doctor|nurse|dentist|the hairdresser|hairdresser|barber|lice|nits|brushing|braids|plaits|my baby (?:brother|sister)|puppy|the dog|our dog|the cat|our cat|my dog|my cat|hamster|in pe)\b/ }),

  rule('neglect.broad-more', 'urgent', 'abuse', [
    `(?:there is|there was|there is never|there never is) (?:nothing|never anything|not anything)(?: to eat)? (?:at home|in the house|in my house|in the fridge|in the cupboards?)(?! (?:for (?:the party|the trip)|except))`,
    `${I}(?:have to|had to|have been|keep|am) (?:steal|stealing|take|taking|nick|nicking|beg for|begging for) food`,
    `(?:only|all the) (?:food|meal|meals|thing i eat|time i eat|proper meal)(?: [a-z]+){0,3} (?:is|are) (?:at school|school (?:lunch|dinner|meals?|breakfast)|free school meals|breakfast club|what i get at school)`,
    `(?:we|i) (?:have not|do not|did not|never|have never) (?:had|have|got) (?:any )?(?:electricity|heating|hot water|running water|water|gas|food|a bed|clean clothes|a proper meal)(?: [a-z]+){0,4} (?:for|in|since) (?:${DAYS}|weeks|months|ages|friday|saturday|sunday|monday|tuesday|wednesday|thursday|christmas|the holidays)`,
    `${I}(?:sleep|have to sleep|slept|am sleeping) on the floor(?: [a-z]+){0,3} (?:because|cos|since|as) (?:i |we |there )(?:do not|have no|dont|is no)`,
    `(?:no one|nobody|noone) (?:has been|is|was|has come|came|has come back) (?:home|at home|back)(?: [a-z]+){0,2} (?:since|for|in) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|yesterday|last night|two days|three days|days|ages)`,
  ], { keys: words_('nothing steal stealing take taking nick nicking beg begging food meal meals eat electricity heating water gas bed clothes floor home back'),
     unless: /\b(?:party|trip|picnic|fasting|ramadan|lent|diet|recipe|homework|for the class|in the story|the character|history|famine|war|rationing|camping|power cut|festival|sleepover|game|minecraft)\b/ }),

  rule('selfharm.broad-more', 'urgent', 'selfharm', [
    `(?:dig|dug|digging|digs) my (?:nails|fingernails) into (?:my ${BODY}|myself|my skin)`,
    `${I}(?:cut|hurt myself|burned myself|burnt myself|cut myself|selfharmed|shd) (?:[0-9]+|two|three|four|five|loads of|so many|lots of|like [0-9]+) times`,
    `${I}(?:have |had |)(?:relapsed|relapse)(?= \\.|$| again| last| yesterday| today| tonight| after| on| with| and| into)`,
    `my (?:scars|cuts|burns|selfharm scars|sh scars)(?: [a-z]+){0,2} (?:are showing|show|are visible|will show|keep showing|might show|are fresh|are new|are deep|are bleeding|are infected|hurt|sting)`,
    `${I}(?:burned|burnt|burn|cut|scratched|scratch|sliced|slice|stabbed|stab) my ${BODY} (?:with|using) (?:a |my |the |some )?(?:lighter|razor|blade|compass|knife|scissors|sharpener|match|matches|glass|lit cigarette|cigarette|pin|needle|safety pin|hot)`,
    `(?:razor|blade|blades|lighter|compass|scissors|sharpener) (?:on|across|into|to|against) my (?:${BODY}|skin)(?: [a-z]+){0,3}`,
  ], { keys: words_('dig dug digging digs cut hurt burned burnt shd selfharmed relapsed relapse scars cuts burns scratched scratch sliced slice stabbed stab razor blade blades lighter compass scissors sharpener'),
     unless: /\b(?:by accident|accidentally|cooking|chopping|shaving|paper|fell|falling|football|rugby|skate|bike|cat|kitten|dog|surgery|operation|my hair|haircut|onion|vegetables|first aid|what is|why do people|how do you treat|lesson|pshe|project|essay|the character|diet|smoking|vaping|gaming|drinking|addiction|alcohol|weed)\b/ }),

  rule('suicide.broad-more', 'urgent', 'suicide', [
    `${I}(?:wrote|have written|am writing|left|will leave|have left) (?:letters|goodbye letters|goodbye notes|notes|goodbye messages|a letter|a note) (?:to|for) (?:everyone|everybody|my (?:family|mum and dad|parents|friends)|them all|all of them)`,
    `how (?:high|far|long|many|much|deep|fast)(?: [a-z]+){0,7} (?:to die|to kill (?:you|yourself|myself|a person|someone|me)|to bleed out|until (?:you|i|a person|someone) (?:die|dies|bleed out|bleeds out)|to be fatal|to be lethal|before (?:you|i) die)`,
    `(?:bleed|bleeding) out`,
    `(?:no|not any|not a single|not one) reason (?:to|for me to) (?:live|keep living|stay alive|be alive|go on|exist|keep going|be here)`,
    `my plan is to (?:kill myself|end it|end my life|die|jump|hang myself|overdose|take (?:all )?(?:the |my |)${PILLS})`,
    `${I}(?:am going to|will|am gonna|want to|am about to) do it (?:tonight|tomorrow|today|this weekend|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|soon|now)(?: [a-z]+){0,4} (?:i wrote|goodbye|note|letters|pills|rope|bridge|nobody will|no one will|i have the)`,
  ], { keys: words_('letters letter notes note messages high far long many much deep fast bleed bleeding reason plan do'),
     unless: /\b(?:homework|chemistry|biology|physics|science|project|lesson|for school|in the book|the character|essay|history|first aid|titanic|war|in the film|the plant|plants|a fish|hamster|battery|phone|ice cream|candle|christmas|birthday|thank you letters|pen pal|penpal|moving|move|moved|emigrating|new school|leavers|leaving school|holiday|year 6|year 11|year 13|revision|revise|revising|study|studying|group|class|lesson|lessons|homework)\b/ }),

  rule('misc.broad-extra', 'urgent', 'suicide', [
    `(?:researching|looking up|googling|searching|googled|looked up|searched|reading about)(?: [a-z]+){0,2} (?:ways to die|how to die|how to kill myself|suicide methods|how many pills|painless ways|how to hang myself|how to overdose|lethal doses?|the easiest way to die|ways to kill myself)`,
    `(?:better off|better|happier|easier) if i (?:was|were|am|was just|were just) (?:gone|dead|not here|not around|not alive|never born)`,
  ], { keys: words_('researching looking googling searching googled looked searched reading better happier easier'),
     unless: /\b(?:homework|project|lesson|essay|the character|in the book|in the story|what is|why do people)\b/ }),
  rule('selfharm.broad-extra', 'urgent', 'selfharm', [
    `(?:doing|did|do|done) (?:sh|selfharm)(?= \\.|$| again| last| yesterday| today| tonight| every| for| and| but| since)`,
    `(?:sh|selfharm) (?:urges|urge|again|last night|yesterday|tonight|today|kit|box|blade|blades|stuff|relapse)`,
    `(?:sick|throw up|threw up|vomit|vomited|puke|puked|purge|purged|starved|starve|hit|hurt|cut|burned|burnt|scratched) (?:myself )?on purpose`,
  ], { keys: words_('sh selfharm purpose'),
     unless: /\b(?:what is|why do people|lesson|pshe|project|essay|the character|in the book|in the story|by accident|football|rugby|game)\b/ }),
  rule('grooming.broad-extra', 'urgent', 'grooming', [
    `(?:meet|see|visit|come over|come round|come to his|come to her|go to his|go to her|hang out)(?: [a-z]+){0,3} alone(?! (?:at|in) (?:the library|school))`,
    `(?:get|getting|got) in(?:to)? (?:his|her|their|a stranger s|a strangers) (?:car|van)`,
    `(?:pay|pays|paid|paying|give|gives|gave|giving|offered|offers|offering|send|sends|sent|sending) me(?: [a-z0-9]+){0,3} (?:for|if i send|to send|in return for) (?:pics|pictures|photos|videos|feet pics|pics of my feet|nudes|a video|a pic|a photo)`,
    `(?:says|said|keeps saying|told me|tells me) (?:he|she) (?:loves|is in love with|wants to marry|fancies) me`,
    `(?:hotel|his flat|her flat|his house|her house|his car|his place|her place)(?: [a-z]+){0,4} (?:and|but) (?:not|do not|dont|never) (?:tell|to tell)`,
  ], { keys: words_('alone car van pay pays paid paying give gives gave giving offered offers offering send sends sent sending loves love marry fancies hotel flat house place'),
     requires: words(ADULT_OR_ONLINE, SECRECY, 'coach', 'teacher', 'uncle', 'neighbour', 'stranger', 'older', 'he is (?:1[89]|[2-9][0-9])', 'tutor', 'youth leader'),
     otherwise: 'concern', guarded: false, unless: HYPOTHETICAL_OR_LESSON }),
  rule('abuse.broad-extra', 'urgent', 'abuse', [
    `(?:${FAMILY}|he|she|they)(?: [a-z]+){0,2} (?:does|did|doing|do|done|keeps doing) (?:things|stuff) (?:to|with) me(?= \\.|$| when| at| in| that| and| every| at night)`,
    `${I}(?:get|got|getting|will get|always get) (?:the belt|the slipper|the cane|the wooden spoon|the stick|the cable|the wire|battered|leathered|belted|strapped)`,
    `(?:${FAMILY}|he|she) (?:${ADV}|keeps |always |)(?:hits|beats|punches|kicks|chokes|strangles|batters|hurts|hit|beat|punched|kicked|choked|strangled|battered|hurt) (?:mum|my mum|mummy|my mam|dad|my dad|my stepmum|my little (?:sister|brother)|my baby (?:sister|brother))(?! (?:at|in) (?:chess|games?|cards|football|tennis|fifa|a race|running))`,
    `(?:says|said|tells me|told me|keeps saying) (?:she|he|they) (?:wishes|wish|wished) i (?:was|were|had) (?:never (?:born|been born)|dead|not born)`,
    `(?:too|always|usually|often) (?:drunk|high|out of it|wasted|passed out|stoned)(?: [a-z]+){0,3} (?:to look after|to feed|to cook|to care for|to notice|to get up|to take care of)`,
    // "he said never leave candles burning overnight" is advice, not a child left alone
    `(?:${FAMILY}|she|he|they)(?! (?:said|says|told (?:us|me|them)) (?:never|not to|to never|do not))(?: [a-z]+){0,2} (?:goes out|go out|went out|leaves|left|leave|stays out|stayed out|disappears|disappeared)(?! (?:the|a|his|her|my|their) (?:[a-z]+ )?on\\b| me (?:at|with) (?:my |his |her |our )?(?:nan|nans|nana|grandma|grandmas|grandad|grandads|grandparents|gran|grans|auntie|aunties|aunt|aunts|uncles?|cousins?|godparents?|childminder|babysitter)\\b)(?: [a-z]+){0,5} (?:all night|overnight|for days|all weekend|for the weekend|for ${DAYS}|until morning|till morning|for the night)`,
  ], { keys: words_('things stuff belt slipper cane spoon stick cable wire battered leathered belted strapped mum mummy mam dad stepmum sister brother wishes wish wished drunk high wasted passed stoned night overnight days weekend morning week weeks'),
     unless: /\b(?:game|games|fortnite|minecraft|roblox|fifa|football|tennis|chess|party|holiday|sleepover|trip|in the book|the character|the story|the poem|the novel|the play|work|night shift|shifts|hospital|nurse|doctor|babysitter is there|with my nan|with my gran|with my grandma|at (?:my )?(?:nans|grans|grandmas|grandads|aunties|aunts|uncles|dads|mums|cousins|friends)|came back|picked us up|picked me up)\b/ }),

  rule('more.suicide', 'urgent', 'suicide', [
    `${I}(?:am not going to|will not|am not gonna|probably will not|might not) be (?:here|around|alive)(?: [a-z]+){0,1} (?:tomorrow|next week|much longer|by (?:tomorrow|friday|monday|the weekend|next week|then)|after (?:tonight|today|this week)|for long|anymore|any more)`,
    `(?:suicide|dying|death|killing myself|ending it|ending my life) (?:is|seems|feels like) (?:my only|the only|my best|the best|my last|the last) (?:option|way out|choice|answer|solution|escape|way)`,
    `(?:my life|life|living) (?:is not|is no longer) worth it(?: anymore| any more)?(?= \\.|$| anymore| i)`,
  ], { keys: words_('here around alive suicide dying death killing ending worth'),
     unless: /\b(?:homework|project|lesson|essay|the character|in the book|in the story|history|holiday|trip|sleepover|camp|school trip|away|appointment|dentist|orthodontist|save me a seat)\b/ }),
  rule('more.selfharm', 'urgent', 'selfharm', [
    `(?:pick|picking|picked|scratch|scratching|scratched) at my (?:${BODY}|skin|scabs|cuts)(?: [a-z]+){0,3} (?:till|until|so) (?:it|they|i) (?:bleed|bleeds|bled|bleeding|scar|scars)`,
    `(?:use|used|using|uses)(?: [a-z]+){0,1} (?:a |my |the |some )?(?:compass|scissors|lighter|glass|pin|pins|needle|needles|sharpener|razor|blade|knife|nail file|broken glass)(?: [a-z]+){0,2} (?:to|on|and) (?:cut|scratch|hurt|burn|carve|slice|stab) (?:myself|my ${BODY}|my skin)`,
    `(?:cutting|selfharm|sh|hurting myself|burning myself|harming myself) (?:is the only (?:thing|way)|helps me|makes me feel|is how i cope|calms me|is my way)`,
    `${I}(?:burn|scratch|bite|carve|slice|stab|bruise) my (?:${BODY}|skin)(?! (?:by accident|accidentally|on|in the sun|when i|while))`,
  ], { keys: words_('pick picking picked scratch scratching scratched use used using uses cutting selfharm sh hurting burning harming burn bite carve slice stab bruise'),
     unless: /\b(?:by accident|accidentally|cooking|chopping|shaving|paper|fell|falling|football|rugby|skate|bike|cat|kitten|dog|surgery|operation|my hair|haircut|onion|vegetables|first aid|what is|why do people|how do you treat|lesson|pshe|project|essay|the character|in the book|in the story|mosquito|bites|eczema|sunburn|sun|plant|plants|garden|cake|bread|card|wood|fabric|dt|art)\b/ }),
  rule('more.grooming', 'urgent', 'grooming', [
    `my (?:[a-z]+ )?(?:boyfriend|girlfriend|bf|gf|online friend) is (?:2[0-9]|[3-9][0-9])(?![0-9])`,
    `(?:sent|send|sending|shared)(?: [a-z]+){0,3} (?:nudes|pics|pictures|photos|videos|a video|a pic|a photo)(?: [a-z]+){0,6} (?:wants|asking for|demanding|asked for|asks for|needs|now wants) (?:money|more|cash|gift cards?|[0-9]+|me to pay)`,
    `(?:hurt|kill|get|beat|batter) (?:my family|my mum|my dad|me|my parents|my sister|my brother|my little (?:sister|brother)|my pets?|my dog)(?: [a-z]+){0,2} if i (?:tell|told|say|said|ever tell|tell anyone|say anything)`,
  ], { keys: words_('boyfriend girlfriend bf gf friend sent send sending shared tell told say said'),
     guarded: false, unless: HYPOTHETICAL_OR_LESSON }),
  rule('more.threat', 'urgent', 'threat', [
    `${I}(?:${DESIRE}|will|swear i will) ${ADV}run (?:him|her|them|[a-z]+) over`,
    `${I}(?:${DESIRE}|will|swear i will) ${ADV}(?:hit|smack|whack|beat|batter|bash|smash)(?: [a-z]+){0,3} with (?:a|my|the|this) (?:brick|bat|hammer|rock|chair|bottle|knife|stick|pole|metal pole|pipe|crowbar|padlock)`,
    `${I}(?:${DESIRE}|will|swear i will) ${ADV}put (?:him|her|them|[a-z]+) in (?:hospital|a coffin|the ground|a wheelchair|intensive care)`,
    `${I}(?:${DESIRE}|will|swear i will) ${ADV}break (?:his|her|their|[a-z]+s) (?:neck|legs|arms|jaw|skull|spine)`,
    `${I}(?:am|have been|was|keep)(?: [a-z]+){0,2} (?:thinking about|thinking of|planning on|planning) (?:bringing|taking|carrying|getting|using) (?:a |my |the |my dads |some )?(?:${WEAPON})`,
  ], { keys: words_('run hit smack whack beat batter bash smash put break bringing taking carrying getting using'),
     gameSensitive: true,
     guarded: false,
     unless: /\b(?:what if|would i get|hypothetically|imagine|what happens if|is it illegal|is it against the law|can you go to prison|lol|lmao|haha|jk|joking|kidding|food tech|cooking|dt|picnic|camping|fishing|cricket|baseball|rounders|hockey|nerf|toy|in the story|the character|the book|chess|fifa|record|my record|high score|the ball|pinata|a six|home run|piggy bank|the internet|the rules|a leg|my leg|my arm|my phone|the habit|a sweat|the ice)\b/ }),
  rule('more.neglect', 'urgent', 'abuse', [
    `(?:my (?:mum|dad|parents|stepdad|stepmum|carer)|mum|dad|she|he|they) (?:does not|do not|never|hardly ever|rarely|will not) (?:come|comes) home(?: [a-z]+){0,2} (?:at night|for days|until|till|some nights|most nights|anymore|any more|all weekend|for the weekend)`,
    `(?:nobody|no one|noone) (?:is|is ever|was|is ever at) (?:home|at home|around|there)(?: [a-z]+){0,2} (?:to look after|to take care of|to feed|to cook|to help|to make)`,
    `${I}(?:have to |always have to |)(?:look after|take care of|feed|raise|cook for) (?:myself|my (?:little|baby|younger) (?:sister|brother|siblings|brothers|sisters))(?: [a-z]+){0,4} (?:mum|dad|my mum|my dad|my parents|parents|nobody|no one)(?: [a-z]+){0,2} (?:is never|are never|never|is always|are always|is not|is out|is drunk|is high|does not|do not)`,
    `(?:been|left) (?:home |at home |)(?:alone|on (?:my|our) own|by (?:myself|ourselves))(?: [a-z]+){0,2} (?:since|for) (?:${DAYS}|friday|saturday|sunday|monday|tuesday|wednesday|thursday|yesterday|last night|two nights|three nights)`,
    `(?:leaves|left|leave) (?:me|us) (?:in the house |at home |home |in the car |)(?:alone|on my own|on our own|by myself|by ourselves)(?: [a-z]+){0,3} (?:at night|all night|overnight|for days|all weekend|every night|when (?:she|he|they) (?:goes|go) out|for hours|for the weekend)`,
    `(?:has not|have not|did not|does not|do not|never) (?:fed|feed|fed) (?:me|us)(?: [a-z]+){0,2} (?:in|for|since|anymore|properly)`,
  ], { keys: words_('home around there myself sister brother siblings brothers sisters alone own ourselves fed feed'),
     unless: /\b(?:party|trip|holiday|sleepover|festival|camp|in the story|the character|history|game|minecraft|working late|night shift|nights shift|babysitter|nan|gran|grandma|grandad)\b/ }),
  rule('more.eating', 'urgent', 'eating', [
    `${I}(?:starve|am starving|have been starving|starved|keep starving|want to starve|need to starve) myself`,
    `${I}(?:am not|will not|refuse to|am going to stop|am not going to) eat(?:ing)?(?: anything| food| at all)? (?:until|till|before) i (?:lose|am|get|weigh|see|fit)`,
    `${I}(?:skip|skipped|have been skipping|keep skipping|am skipping) (?:all my meals|every meal|all meals|all of my meals|breakfast lunch and dinner)`,
    `${I}(?:have been |am |)(?:eat|eating|have|ate) (?:only |just |)(?:one|1|a single|an) (?:meal|thing|snack|apple|piece of fruit|cracker|yoghurt|yogurt)(?: [a-z]+){0,2} (?:every|a|per|in) (?:day|two days|2 days|three days|3 days|few days|other day|couple of days)`,
    `chew (?:my |the )?(?:food|it|everything)(?: [a-z]+){0,3} (?:and )?spit (?:it )?out`,
    `${I}(?:am at|am down to|got down to|am now|weigh only|am only) (?:[2-4][0-9]) ?(?:kg|kgs|kilos)`,
    `${I}(?:am |am trying to |am going to |want to |will |have been |)(?:fast|fasting|not eat|not eating|go without food)(?: [a-z]+){0,1} for (?:[2-9]|two|three|four|five|six|seven|a week|a whole week|${DAYS})`,
  ], { keys: words_('myself eat eating skip skipped skipping meal thing snack apple fruit cracker yoghurt yogurt chew at down now only fast fasting without'),
     unless: new RegExp(`\\b(?:ramadan|yom kippur|lent|blood test|operation|surgery|for my religion|in the story|the character|history|famine|holocaust|war|stomach bug|sick bug|virus|flu|covid|${FOOD_ILLNESS}|kg of|the dog|my dog)\\b`) }),

  rule('more.disclosure-hints', 'urgent', 'abuse', [
    `(?:plays|play|playing|played) (?:a |the |our |)(?:secret|touching|special|tickling|naughty|rude|private) (?:games?|game) with me`,
    `(?:bothers|bothering|bothered|keeps bothering|visits|comes to|touches|touching|wakes) me (?:at night|in bed|in my bed|in my room|when (?:everyone|mum|dad|my mum|my dad|my parents) (?:is|are) (?:asleep|out|at work))`,
    `our (?:little |)special (?:friendship|relationship|secret|game|cuddles)`,
    `(?:your|my) (?:parents|mum|dad|family) (?:would not|will not|would never|could not|do not|wont|wouldnt) (?:understand|get it|approve|let us)`,
  ], { keys: words_('games game bothers bothering bothered visits comes touches touching wakes special understand approve'),
     guarded: false,
     unless: /\b(?:board games?|video games?|card games?|football|minecraft|roblox|fortnite|fifa|console|xbox|playstation|the dog|my dog|the cat|my cat|puppy|kitten|my baby (?:brother|sister)|nightmares|homework|grades|report|results|detention|in the book|the character|the story|the poem|the novel|the play|what should you do|what to do if|signs of|grooming|pshe|lesson)\b/ }),
  rule('more.disclosure-concern', 'concern', 'abuse', [
    `${I}(?:do not|dont|hate|really do not) (?:like|want) (?:being|to be) (?:alone|left alone|on my own) with (?:him|her|them|my [a-z]+|[a-z]+)`,
  ], { keys: words_('alone own') }),

  rule('more2.threat', 'urgent', 'threat', [
    `(?:list|names) of (?:people|kids|teachers|everyone|names|students)(?: [a-z]+){0,3} (?:deserve to die|i will|i am going to|should die|are going to die|to kill|to hurt|to shoot|to stab)`,
    `${I}(?:${DESIRE}|swear i will|promise i will) ${ADV}(?:hurt|attack|stab|shoot|strangle|poison) (?!(?:it|this|that|the|time|myself|me|you|yourself|a|an|my|his|her|their|your|our|feelings|for|over|at|in|on|with|to|like|and|so|or|if|when|but|because|every|any|all|no|one|some|hoops|baskets|penalties)(?![a-z0-9]))[a-z]+`,
    `${I}(?:${DESIRE}|swear i will|promise i will) ${ADV}(?:beat|kick|knock|batter|punch) (?:the shit|the crap|hell|the life|seven bells) out of (?:him|her|them|[a-z]+)`,
    `(?:when|once|if|next time) i (?:see|get|catch|find)(?: [a-z]+){0,4} (?:he|she|they|you) (?:is|are) (?:so |literally |)(?:dead|done for|finished)`,
  ], { keys: words_('list names hurt attack stab shoot strangle poison beat kick knock batter punch dead done finished'),
     gameSensitive: true,
     guarded: false,
     unless: new RegExp(`\\b(?:what if|would i get|hypothetically|imagine|what happens if|is it illegal|is it against the law|can you go to prison|lol|lmao|haha|jk|joking|kidding|in the story|the character|the book|the poem|the play|history|chess|fifa|cards|a race|debate|argument|feelings|level|boss|cricket|baseball|rounders|softball|hockey|practice|training|nets|pe kit)\\b|${COULD_HYPERBOLE.source}`) }),
  rule('more2.eating', 'urgent', 'eating', [
    `how (?:to|do i|can i|could i|should i) (?:lose|drop) (?:[0-9]+ ?(?:kg|kilos|pounds|lbs|stone)|weight)(?: [a-z]+){0,2} (?:in a week|in [0-9]+ days|in a few days|without eating|by not eating|by starving|by skipping meals|by throwing up)`,
    `how (?:to|do i|can i|could i) (?:stop eating|not eat|go without eating|suppress my appetite|hide not eating|stop being hungry|stop feeling hungry|ignore hunger|hide (?:that i am not eating|my eating|that i do not eat|throwing up)|make myself (?:sick|throw up)|throw up (?:after|without))`,
    `${I}(?:[a-z]+ ){0,3}(?:laxatives|diet pills|water pills|appetite suppressants|laxative tea|detox tea)(?! (?:ad|advert|adverts|are bad|side effects))`,
    `${I}(?:am|have|have been|think i have|think i am|was|got|have got|am still)(?: [a-z]+){0,1} (?:anorexic|bulimic|anorexia|bulimia|an eating disorder|ed)(?: [a-z]+){0,4} (?:and|but|again|relapsing|relapsed|still|not eating|cannot eat|purging|lost|losing|worse|hospital|fainted|nobody knows|no one knows)`,
    `(?:will not|do not|cannot|can not|never) (?:let|allow) myself (?:to )?eat`,
    `my bmi (?:is |of |)(?:1[0-5]|[0-9])(?![0-9])`,
    `${I}(?:only )?(?:eat|ate|have|allow myself|am eating|eating) (?:like |about |around |maybe |under |less than |only |just ){1,2}(?:[0-9]{1,2}|[1-4][0-9]{2}|a few hundred) (?:calories|cals|kcal)`,
  ], { keys: words_('lose drop stop not go suppress hide ignore make throw laxatives laxative pills suppressants tea anorexic bulimic anorexia bulimia disorder ed myself bmi calories cals kcal'),
     unless: /\b(?:what are|what is|how (?:do|does|did) (?:laxatives|diet pills|water pills|they|it|these|those|appetite suppressants) work|how (?:laxatives|diet pills) work|digestion|digestive|gcse|side effects|lesson|pshe|project|essay|the character|in the story|history|why do people|my friend|my sister|my brother|advert|adverts|tiktok says|influencer)\b/ }),
  rule('more2.selfharm', 'urgent', 'selfharm', [
    `(?:^|\\. )(?:been|still|started|keep) (?:cutting|selfharm|selfharming|burning myself|hurting myself|harming myself|scratching myself)(?: again| myself| every| most| a lot| so|$| \\.)`,
    `${I}(?:shing|sh ing|been shing)`,
  ], { keys: words_('been still started keep shing') }),
  rule('more2.grooming', 'urgent', 'grooming', [
    `${I}(?:am|have been|was|am secretly) (?:dating|seeing|going out with|in a relationship with|sleeping with|having sex with|hooking up with|with) (?:a |an |this |someone who is |a guy who is |a man who is |)(?:(?:2[0-9]|[3-9][0-9]) ?(?:year old|yo|yr old|years old)|grown man|grown up|grownup|adult|older man|older guy|older woman|teacher|coach)`,
    `(?:would|will|could|promised to|said he would|said she would) (?:buy|get) me (?:a |an |some |)(?:phone|iphone|new phone|vape|vapes|clothes|shoes|robux|vbucks|gift cards?|trainers|makeup|money)(?: [a-z]+){0,2} if i (?:send|sent|meet|met|come|do|show|keep|video)`,
    `(?:if i (?:loved|love|liked|like|trusted|trust|cared about) (?:him|her)(?: [a-z]+){0,3} (?:i would|i will|i should|i d) (?:send|do|show|meet|sleep|have sex))|(?:prove|show) (?:that )?i (?:love|trust) (?:him|her)`,
    `(?:do|doing|did) (?:things|stuff|it|something|sexual things|rude things) (?:on|for the|in front of the|over) (?:camera|cam|webcam|video call|facetime)`,
    `(?:teacher|coach|tutor|youth leader|leader|instructor|scout leader|neighbour) (?:messages|texts|snaps|dms|adds|added|follows|followed|calls|messaged|texted|snapped)(?: [a-z]+){0,2} me (?:on (?:snapchat|snap|insta|instagram|whatsapp|tiktok|discord|my phone|my personal)|at night|late at night|privately|every night|in secret|secretly)`,
  ], { keys: words_('dating seeing going relationship sleeping sex hooking with buy get loved love liked trusted trust cared prove show camera cam webcam call facetime teacher coach tutor leader instructor neighbour'),
     guarded: false, unless: HYPOTHETICAL_OR_LESSON }),
  rule('more2.neglect', 'urgent', 'abuse', [
    `(?:shower|bath|wash|washed|clean clothes)(?: [a-z]+){0,3} (?:in|for) (?:${DAYS}|weeks|ages|a month)(?: [a-z]+){0,3} (?:because|cos|as|since) (?:we|there|my (?:mum|dad|parents)|nobody|no one)`,
    `(?:spends|spent|uses|blows|spending) (?:all |)(?:the |our |her |his |their |)(?:money|benefits|wages|food money)(?: [a-z]+){0,1} on (?:drink|drugs|alcohol|booze|weed|gambling|betting|cigs|cigarettes|vodka|beer|crack)`,
    `(?:nobody|no one|they|my (?:mum|dad|parents|stepdad|stepmum|carer)) (?:will not|wont|do not|does not|never|refuse to|refuses to)(?: [a-z]+){0,1} (?:take me|let me go|bring me) to (?:the )?(?:doctor|doctors|dentist|hospital|gp)`,
  ], { keys: words_('shower bath wash washed clothes spends spent uses blows spending take let bring') }),
  rule('more2.abuse', 'urgent', 'abuse', [
    `(?:bruises|marks|burns|black eye|black eyes|welts)(?: [a-z]+){0,4} (?:from|because of|cause of|cos of) (?:${FAMILY}|him|her|them)`,
    `(?:${FAMILY}|he|she|they) (?:${ADV}|)(?:hit|hurt|beat|touched|battered|kicked|punched|slapped|strangled|choked) me again(?= \\.|$| last night| yesterday| this morning| today| tonight| and| when| because)`,
    `(?:${FAMILY}|he|she|they)(?: [a-z]+){0,2} (?:kicks|kicked|beats|beat|knocks|knocked|slaps|slapped) (?:the shit|the crap|hell|seven bells|the life) out of me`,
    `(?:${FAMILY}|he|she|they)(?: [a-z]+){0,2} (?:burned|burnt|burns|broke|has broken|twisted|twists|bruised|bit|scalded|scalds|split) my (?:${BODY}|arm|nose|wrist|finger|fingers|back|neck|head|ribs|rib|tooth|teeth|eye|lip)`,
    `(?:${FAMILY}|he|she|they)(?: [a-z]+){0,2} (?:hit|hits|bang|banged|bangs|smashed|smashes|slammed|slams) my (?:head|face) (?:against|into|on|off) (?:the |a |)(?:wall|floor|door|table|ground|counter|sink|stairs|radiator)`,
  ], { keys: words_('bruises marks burns eye eyes welts again out my'),
     unless: /\b(?:by accident|accidentally|game|fortnite|minecraft|roblox|fifa|football|rugby|training|pillow|in the book|the character|the story|the poem|the play|dentist|doctor|surgery|fell|falling|trampoline|skate|bike|(?:bit|bite|bites|biting) my head off)\b/ }),
  rule('more2.suicide', 'urgent', 'suicide', [
    `(?:tie|tied|tying|make|made|making) (?:a |the |my |)(?:noose|rope into a noose)`,
    `${I}(?:have |)(?:decided|made up my mind|am sure|know|am certain)(?: that)? i (?:am going to|will|want to|am gonna|should|am ready to|need to) (?:die|kill myself|end it|end my life|do it)(?![a-z])(?! (?:with|by|in) (?:the|my|a) (?:game|level|essay|project))`,
  ], { keys: words_('tie tied tying make made making decided mind sure know certain'),
     unless: /\b(?:knot|knots|scouts|sailing|boat|the character|in the story|in the book|history|execution|executed|hanged in|game|level|project|essay)\b/ }),

  rule('more3.abuse', 'urgent', 'abuse', [
    `(?:home alone|on our own|by ourselves|no one is home|nobody is home|no adults?)(?: [a-z]+){0,8} (?:not eaten|no food|nothing to eat)`,
    `(?:lock|locks|locked|padlock|padlocks|padlocked) (?:the |)(?:fridge|food|cupboards?|kitchen)`,
    `(?:not allowed|am not allowed|never allowed|do not let me|does not let me|will not let me|wont let me) (?:to )?(?:eat|have (?:food|dinner|tea|breakfast|lunch))(?! (?:sweets|chocolate|crisps|junk|fast food|in my room|upstairs|in the living room|before dinner|after))`,
    `(?:same clothes|same uniform|dirty clothes)(?: [a-z]+){0,3} (?:for|in) (?:${DAYS}|weeks|ages)(?: [a-z]+){0,3} (?:because|cos|as|since) (?:nobody|no one|my (?:mum|dad|parents)|we|there)`,
    `${I}(?:get|got|am getting|keep getting) (?:hit|beaten|smacked|whipped|belted|hurt) with (?:a|the|his|her|their) (?:belt|stick|slipper|shoe|cable|wire|wooden spoon|spoon|hanger|coat hanger|hairbrush|remote|lead|bat)`,
    `(?:pics|pictures|photos|videos|a video|a pic|a photo) of (?:himself|herself|themselves|his body|him|his privates|his private parts) (?:naked|with no clothes|in (?:his|her) underwear|touching)`,
  ], { keys: words_('alone own ourselves home adult adults lock locks locked padlock padlocks padlocked allowed let clothes uniform hit beaten smacked whipped belted hurt pics pictures photos videos video pic photo'),
     unless: /\b(?:lol|lmao|cook|snack|order|takeaway|ramadan|lent|fasting|diet|in the story|the character|history|game|minecraft|party|sleepover|trip|picnic|camp|gym|bake|baking|recipe)\b/ }),
  rule('more3.grooming', 'urgent', 'grooming', [
    `(?:told|tells|asked|asks|wants) me to (?:lie to (?:my|your) (?:mum|dad|parents|family)|lie about where i|say i am at|tell my (?:mum|dad|parents) i am at|pretend i am at)`,
    `(?:sneak|sneaking|snuck) out (?:to (?:meet|see) (?:him|her|them|a guy|a man|someone)|at night to (?:meet|see))`,
    `${I}(?:have been |keep |)(?:sending|sent|send) (?:pics|pictures|photos|nudes|videos|selfies)(?: [a-z]+){0,2} to (?:an older|a grown|an adult|a man|this guy|a guy|someone|a stranger|a boy|a person)`,
    `(?:asked|asks|wants|wanted|keeps asking|kept asking|pressures|pressured|pressuring|tried to make|is making|made) me (?:to )?(?:have sex|sleep with (?:him|her)|do it with (?:him|her)|do sexual (?:things|stuff)|touch (?:him|her|his|her)|give him a|suck)`,
  ], { keys: words_('lie say tell pretend sneak sneaking snuck sending sent send sex sleep do touch give suck'),
     requires: words(ADULT_OR_ONLINE, SECRECY, 'he', 'she', 'him', 'her', 'coach', 'teacher', 'uncle', 'neighbour'),
     otherwise: 'concern', guarded: false, unless: HYPOTHETICAL_OR_LESSON }),
  rule('more3.threat', 'urgent', 'threat', [
    `${I}(?:keep |am |have been |)(?:thinking|thought|think|dreaming|fantasi[sz]ing|daydreaming) (?:about|of) (?:killing|stabbing|shooting|murdering|strangling|poisoning) (?!myself|me )(?:him|her|them|everyone|everybody|my [a-z]+|the [a-z]+|[a-z]+)`,
    `(?:a |my |the )plan to (?:hurt|kill|stab|shoot|attack|get back at|poison|bomb) (?:him|her|them|everyone|everybody|my [a-z]+|the [a-z]+|[a-z]+)`,
  ], { keys: words_('thinking thought think dreaming fantasising fantasizing daydreaming plan'),
     gameSensitive: true, guarded: false,
     unless: /\b(?:what if|hypothetically|lol|lmao|jk|joking|kidding|in the story|the character|the book|the poem|the play|history|novel|essay|chess|fifa|game|boss|level|zombies|villain)\b/ }),
  rule('more3.selfharm', 'urgent', 'selfharm', [
    `(?:the|my) (?:blade|razor|cuts|pain|cutting) (?:is|are) (?:the only|my only) (?:thing|way|friend|release)`,
    `${I}(?:need to|have to|want to|had to) (?:cut|selfharm|sh|hurt myself|burn myself)(?= to (?:feel|cope|calm|stop|forget|numb|punish)| because| when| every| just to)`,
    `${I}(?:have been|been|keep|started|am still|still|was) (?:cutting|selfharming|burning myself|scratching myself|hurting myself)(?= \\.|$| since| for| every| most| a lot| again| and| but| because| when| on my)`,
  ], { keys: words_('blade razor cuts pain cutting cut selfharm sh hurt burn selfharming burning scratching hurting'),
     unless: /\b(?:cake|paper|hair|grass|wood|card|onion|vegetables|fabric|costs|corners|class|school|lesson|budget|down on|ties|back on|sugar|carbs|screen time|the pain of|my leg|a leg)\b/ }),

  // ---- narrative wording: told as a story of what happened or is planned, not as a bare "i want to" ----
  rule('narrative.suicide', 'urgent', 'suicide', [
    // means kept for oneself: a rope or noose got, hidden or ready; pills saved up over time
    `${I}(?:have |)(?:bought|got|have got|found|hid|have hidden|made|tied|keep|put) (?:a |the |my |some |)(?:rope|noose)(?: [a-z]+){0,4}(?= \\.|$| for me| for myself| for when| for it| ready| hidden| and i| in my| under my| to use)`,
    `(?:the|a|my) (?:rope|noose) is (?:in|under|ready|hidden|up|tied|set up)`,
    `${I}(?:have been |am |)(?:saving up|saving|stockpiling|collecting|hoarding|hiding|stashing) (?:up )?(?:my |the |all my |all the |)${PILLS}(?: [a-z]+){0,3} (?:for (?:weeks|months|ages|a while|a long time|when|it|the day|tonight)|so i can|until i have enough|to take them all)`,
    // a place or a means, and an act begun, nearly done or waited for
    `(?:${HIGH_PLACE}|tracks|railway|train line|edge|ledge)(?: [a-z]+){0,8} (?:nearly|almost|wanted to|wanting to|was going to|about to|ready to|thinking about|thinking of|trying to make myself|too scared to) (?:jumped|jump|jumping|did it|do it|let go|stepped off|step off)`,
    `${I}(?:went|walked|go|sat|stood|waited|was standing|was sitting) (?:to |on |by |at |near |)(?:the )?(?:train tracks|railway|railway line|tracks|train line|edge of (?:the|a) (?:${HIGH_PLACE}|platform))(?: [a-z]+){0,6} (?:wait|waited|waiting|jump|jumped|train|to die|to do it|to end it)`,
    `(?:put|tied|wrapped|pulled|tightened) (?:a |my |the |his |her |)(?:belt|rope|cord|cable|scarf|tie|string|lead|charger|bag|plastic bag|pillow) (?:round|around|over|on) my (?:neck|head|face|throat)`,
    `with (?:a|the|my|his|her) (?:knife|blade|razor|rope|belt|pills|tablets)(?: [a-z]+){0,6} (?:trying to|tried to|wanting to|going to|ready to) (?:do it|end it|go through with it)`,
    `${I}(?:have |had |)(?:tried|attempted|was trying|tried again|tried once) to (?:suffocate|strangle|drown|poison|hang|stab|electrocute|gas|starve|bleed) myself`,
    // an overdose told with its amount, or taken so as not to wake up
    `${I}(?:took|swallowed|have taken|ate|downed|necked|had) (?:some|a few|loads|lots|a load|a bunch|all|most|half|a handful)? ?(?:of )?(?:my |the |her |his |my mums |my dads |mums |dads |my nans |the whole |a whole )?${PILLS}(?: [a-z]+){0,4} (?:like |about |maybe |around |over |at least |)(?:[1-9][0-9]|twenty|thirty|forty|fifty|all of them|the whole (?:box|pack|packet|bottle))`,
    `(?:took|swallowed|take|swallow|taking|drank|drink|ate|downed)(?: [a-z]+){0,8} (?:so (?:that )?i (?:do not|will not|never|would not) wake up|to (?:not|never) wake up|so i die|so i can die|hoping i (?:do not|would not|will not|never) wake up|and hope i (?:do not|never) wake up)`,
    // a question of how to die by a means, a fall or a height
    `(?:if i|would i|will i|could i) (?:jump|jumped|fell|fall|took|take|swallowed|swallow|hung|hang|step|stepped)(?: [a-z]+){0,6} (?:would|will|could|do|does|did) (?:i|it) (?:die|kill me|be dead|be enough to|survive)`,
    `(?:is it|does it|would it|will it|how much does it) (?:painful|hurt|hurts) (?:to|when you|if you|if i) (?:overdose|hang|die(?! (?:of|from) (?:old age|natural causes|an illness|illness|a disease|disease|cancer|rabies|covid|the plague|plague|a heart attack|heart attack|the flu|flu))|drown|jump|bleed out|slit|suffocate|take (?:too many|all)|od)`,
    `how (?:high|tall|far|long)(?: [a-z]+){0,7} (?:to die|to kill (?:me|myself|you|yourself|someone)|would kill (?:me|you)|and die|to not survive|so (?:i|you) do not survive)`,
    // thoughts of a method, reported in any frame
    `(?:thinking|thought|think|thoughts|dreaming|dreams) (?:about|of) (?:jumping (?:off|from|in front)|throwing myself|hanging myself|overdosing|killing myself|ending it all|ending my life|ending it|taking all (?:my|the) ${PILLS}|slitting my|drowning myself|stepping in front)`,
    // farewell, giving things away, not being around
    `${I}(?:wrote|have written|am writing|left|finished|have left|have done) (?:my |the |)(?:goodbye|suicide|last|final) (?:letters|notes|messages|note|letter|message)`,
    `(?:giving|gave|give|given) (?:away )?(?:all )?(?:my|all my)(?: [a-z]+){0,2} (?:stuff|things|belongings|clothes|games|books|jewellery|stuff away|things away)(?: [a-z]+){0,8} (?:will not need|do not need|wont need|not going to need|will not be needing)`,
    `${I}(?:do not think|doubt|know|am sure|feel like) i (?:will|would|am going to) (?:be (?:here|around|alive)|still be here|survive|make it)(?: [a-z]+){0,1} (?:much longer|for long|by (?:tomorrow|monday|friday|the weekend|next week|christmas|my birthday)|next (?:week|year|month)|after (?:tonight|this week)|anymore|past (?:tonight|this week|my birthday))`,
    `${I}(?:have |)(?:wanted|been wanting|wished|been wishing) to (?:die|be dead|kill myself|end it|end my life)(?: [a-z]+){0,6} (?:and|but) (?:now |)i (?:have|have got|got|made|know|found)(?: [a-z]+){0,2} (?:plan|way|place|pills|rope|how)`,
    `${I}(?:${DESIRE}) ${ADV}(?:walk|swim|go) (?:into|in) (?:the |a )?(?:sea|ocean|river|lake|canal|reservoir|traffic|the road)(?! (?:for|with|on holiday|at the beach|to cool|to swim|to paddle))`,
    `${I}(?:${DESIRE}|am going to|will) ${ADV}(?:swallow|take|down|neck) (?:every|all the|every single|each) (?:pill|tablet|pills|tablets|medicine|meds)`,
  ], { keys: words_('rope noose pills tablets paracetamol meds medicine medication antidepressants painkillers insulin xanax codeine ibuprofen aspirin bridge roof rooftop building cliff balcony tower ledge window tracks railway edge belt cord scarf tie bag pillow knife blade razor suffocate strangle drown poison hang stab gas bleed took swallowed drank ate downed jump jumped fell hung step painful hurt hurts high tall far long thinking thought think thoughts dreaming dreams letters notes messages note letter giving gave give given here around alive survive wanted wished sea ocean river lake canal traffic road swallow every'),
     unless: /\b(?:homework|chemistry|biology|physics|science|project|lesson|for school|in the book|the character|the story|the poem|the novel|essay|history|first aid|titanic|war|in the film|gym|pe|climbing|rock climbing|abseiling|tug of war|skipping|scouts|knot|knots|sailing|boat|swing|tree swing|rope swing|the dog|my dog|lead for|game|minecraft|roblox|fortnite|skydiving|bungee|parachute|doctor said|prescribed|vitamins|the nurse|hay fever|headache|period pain|cold|flu|allergy|allergies|my nan|the plant|plants|goldfish|hamster|tea|coffee|water|juice|thank you letters|pen pal|penpal|christmas|birthday|charity|charity shop|moving house|moving|move|moved|emigrating|new school|leavers|leaving school|holiday|clear out|grown out)\b/ }),
  // "do it" is homework as often as it is suicide: only with a farewell or despair in this message or the earlier turns
  rule('narrative.do-it', 'urgent', 'suicide', [
    `${I}(?:am going to|will|am gonna|am planning to|planning to|plan to|am ready to|have decided to|decided to|want to|am about to) (?:finally |actually |really |)do it (?:tonight|tomorrow|today|this weekend|soon|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|my birthday)|when (?:everyone|everybody|no one|nobody|my (?:mum|dad|parents|family))|while (?:everyone|everybody|my (?:mum|dad|parents|family))|after (?:everyone|everybody))`,
  ], { keys: words_('do'), guarded: false, requires: DESPAIR, otherwise: 'none',
     unless: /\b(?:homework|essay|project|revision|revise|coursework|test|exam|quiz|chores|washing|dishes|room|the form|the video|the dance|the challenge|game|level|presentation|speech|audition|tiktok)\b/ }),
  rule('narrative.means', 'urgent', 'suicide', [
    `${I}(?:have|have got|got|bought|saved|hid|have hidden) (?:like |about |over |almost |nearly |)${PILL_QTY}(?: [a-z]+){0,1} ${PILLS}(?: [a-z]+){0,8} (?:going to|will|gonna|about to|ready to|plan to|planning to|want to) (?:take|swallow|down|neck) (?:them|it|all)`,
    `(?:thinking|thought|think) (?:about|of) (?:taking|swallowing|downing) (?:all|every|loads|lots|a lot|the rest|a bunch|a handful|the whole (?:box|pack|packet|bottle))(?: of)? (?:my |the |mums |dads |my mums |my dads |)${PILLS}`,
    `(?:planning|planned|plan|worked out|figured out|know exactly) how (?:i would|i will|i am going to|i could|to) (?:do it|die|end it|end my life|kill myself)`,
    `(?:to|and) try (?:and|to) die|trying to die|tried to die`,
    `${I}(?:took|swallowed|have taken|ate|downed|necked)(?: [a-z]+){0,3} ${PILLS}(?: [a-z]+){0,4} (?:to (?:try (?:and|to) )?(?:die|kill myself|end it|end my life|not wake up)|so i (?:would|will|could) die|and (?:hoped|hope) (?:i|to) (?:die|not wake up))`,
  ], { keys: words_('pills tablets paracetamol tylenol ibuprofen panadol aspirin insulin meds medicine medication xanax antidepressants painkillers codeine acetaminophen planning planned plan worked figured exactly die'),
     unless: /\b(?:homework|project|lesson|essay|the character|the story|the book|history|game|minecraft|roblox|fortnite|the doctor|prescribed|hay fever|headache|for my (?:cold|period|allergies)|vitamins|my nan|my grandma|the plant|plants|battery|phone)\b/ }),
  rule('narrative.selfharm-purpose', 'urgent', 'selfharm', [
    `${I}(?:[a-z]+ ){0,2}(?:cut|cuts|cutting|burn|burned|burnt|burning|hit|hitting|scratch|scratched|scratching|bang|banged|banging|punch|punched|punching|bite|bit|biting|hurt|hurting|smash|smashed|slam|slammed) (?:[a-z]+ ){0,2}(?:myself|my ${BODY}|my head)(?: [a-z]+){0,5} (?:on purpose|deliberately|to hurt myself|to feel (?:pain|something|better|real)|to punish myself|till (?:i|it) (?:bleed|bled|bleeds|see stars|bruise|bruises|hurts)|until (?:i|it) (?:bleed|bled|bleeds|see stars|bruise|bruises|hurts)|because i (?:deserve|hate myself))`,
    `(?:used|using|use) (?:it|a|the|my|some|his|her)(?: [a-z]+){0,2} to (?:cut|burn|scratch|hurt|carve) (?:myself|my ${BODY})`,
  ], { keys: words_('purpose deliberately hurt feel punish till until deserve hate used using use'),
     unless: /\b(?:by accident|accidentally|cooking|chopping|shaving|paper|fell|falling|football|rugby|skate|bike|cat|kitten|dog|surgery|operation|my hair|haircut|onion|vegetables|first aid|what is|why do people|how do you treat|lesson|pshe|project|essay|the character|game|fortnite|minecraft|roblox|boxing|training|karate)\b/ }),
  rule('narrative.neglect-more', 'urgent', 'abuse', [
    `(?:had|have|got|there is|there has been|there was|been) (?:no|not any|nothing|no proper) (?:food|to eat|meal|meals|dinner|tea)(?: [a-z]+){0,3} (?:since|for|in) (?:${DAYS}|days|monday|tuesday|wednesday|thursday|friday|saturday|sunday|yesterday|last (?:night|week|weekend)|the weekend)`,
    `(?:mum|dad|my (?:mum|dad|parents|stepdad|stepmum|carer)|they|she|he) (?:has|have|had) been (?:gone|away|out|missing)(?: [a-z]+){0,1} (?:for )?(?:${DAYS}|[0-9]+ days|days|ages|all week|since (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|last))`,
    `(?:(?:mum|dad|my (?:mum|dad|parents|stepdad|stepmum))(?: [a-z]+){0,8} )?(?:and|so) we (?:do not|cannot|never|barely|hardly|did not|have not) (?:eat|get fed|get food|have (?:any )?food|eaten)(?= \\.|$| for| since| all| anything| properly| at all)`,
    // "left out in the cold" without a child named is the figure of speech (left out of a team)
    `(?:(?:locked|shut|kicked) (?:me |us |)|left (?:me|us) )out(?: of the house)?(?: [a-z]+){0,1} (?:all night|overnight|in the (?:rain|cold|snow|dark)|for hours)`,
  ], { keys: words_('food eat meal meals dinner tea gone away out missing eaten fed'),
     unless: /\b(?:party|trip|picnic|fasting|ramadan|lent|diet|recipe|homework|for the class|in the story|the character|history|famine|war|rationing|camping|power cut|locksmith|spare key|festival|sleepover|game|minecraft|roblox|fortnite|sims|dog|cat|hamster|fish|pet|lol|lmao|dofe|scouts|holiday|on holiday|business trip|at work|hospital|for the day|shopping)\b/ }),
  rule('narrative.grooming-more', 'urgent', 'grooming', [
    `(?:is|s) (?:1[89]|[2-9][0-9])(?![0-9])(?: [a-z]+){0,4} (?:asking|asks|wants|asked|keeps asking|kept asking|begging)(?: me)? to (?:come over|come round|meet|send|go to|sneak out|video call|facetime|stay over)`,
    `(?:come over|come round|come to (?:his|her)|go to (?:his|her)|meet (?:him|her|up)|visit|video call|facetime)(?: [a-z]+){0,2} (?:when|while) (?:no one|nobody|noone) (?:is|has|s) (?:home|in|around|in the house)`,
  ], { keys: words_('asking asks wants asked begging home in around'), guarded: false, unless: HYPOTHETICAL_OR_LESSON }),
  rule('narrative.threat-weapon', 'urgent', 'threat', [
    `${I}(?:have|have got|got|am carrying|carry|brought|took)(?: [a-z]+){0,2} ${WEAPON}(?: [a-z]+){0,6} (?:waiting for|going after|looking for|coming for|hunting for|going to find) (?:him|her|them|that [a-z]+|this [a-z]+)`,
    `(?:we|me and my (?:mates|friends|boys|brothers?|cousins?)|my (?:mates|friends|boys) and (?:i|me)) (?:are|will|are gonna|are going to|gonna|going to|are planning to|plan to)(?: [a-z]+){0,4} (?:stab|shoot|kill|murder|knife|shank) (?:him|her|them|[a-z]+)`,
    `${I}(?:have|have got|got|took|stole|found|nicked|bought)(?: [a-z]+){0,2} ${WEAPON}(?: [a-z]+){0,6} (?:going to|will|gonna|about to|plan to|want to) use (?:it|them) (?:on|at|against|tomorrow|tonight|today)`,
  ], { keys: words_('use waiting going looking coming hunting stab shoot kill murder knife shank'), gameSensitive: true, guarded: false,
     // a knife used on a pumpkin or a carving is a tool, not a threat
     unless: new RegExp(`${LAUGHTER.source}|\\b(?:pumpkin|pumpkins|carving|carve|whittle|whittling|wood|vegetables|veg|onions?|potatoes|cake|bread|apple|food tech|cooking|recipe|dt|craft|art project|box|boxes|parcel|rope|string|tape)\\b`) }),
  // ---- composite frames: a first-person or family subject, a risk verb and a sign of harm anywhere in one sentence ----
  rule('composite.suicide-means', 'urgent', 'suicide', [
    `(?:${I}(?:am going to|will|am gonna|plan to|am planning to|want to|am about to|am ready to)|my plan is to|(?:tonight|tomorrow|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)) i (?:am going to|will|am gonna))(?: [a-z]+){0,6} (?:(?:the )?(?:train tracks|railway line|railway tracks|tracks)|a noose|(?:all|every one|the whole (?:box|pack|packet|bottle)) (?:of )?(?:my |the |[a-z]+s |my [a-z]+s )?${PILLS}|every (?:pill|tablet)|my wrists?|(?:off|from) (?:the|a) (?:${HIGH_PLACE}))`,
    `${I}(?:have|have got|got) (?:a |the |my |)(?:knife|blade|razor|rope|belt|pills|tablets)(?: [a-z]+){0,6} (?:going to|will|gonna|about to) use (?:it|them) on myself`,
  ], { keys: words_('tracks railway noose pills tablets paracetamol meds medicine medication insulin antidepressants painkillers pill tablet wrist wrists bridge roof rooftop building cliff cliffs balcony tower ledge window myself'),
     unless: /\b(?:homework|project|lesson|essay|the character|the story|the book|history|game|minecraft|roblox|fortnite|the doctor|prescribed|hay fever|headache|vitamins|model railway|train set|lego|photos|photo|pictures|trainspotting|watch the trains|diving|dive|swimming|pool|lake|climbing|abseil|parkour|skydiving|bungee|paraglid[a-z]+|zip ?line|decorate|redecorate|clean|window cleaning)\b/ }),
  rule('composite.suicide-more', 'urgent', 'suicide', [
    `(?:is it|is that) (?:normal|bad|wrong|weird|okay|ok|strange) (?:to|that i|if i|that i keep|if i keep) (?:want to|wanna|keep wanting to|wanting to|think about|thinking about|feel like) (?:die|dying|kill myself|killing myself|end my life|ending my life|be dead|cut myself|cutting myself|hurt myself|hurting myself|selfharm)`,
    `${I}(?:have |had |)(?:got|have got|have) (?:my |some |the |all my |)${PILLS} (?:saved|saved up|hidden|stashed|stockpiled|ready|collected)`,
    `${I}(?:am planning on|planning on|am thinking of|am close to|am so close to|am this close to|am considering|keep thinking about|am seriously thinking about|came close to|came so close to|was close to|was so close to) (?:ending it(?: all)?|ending my life|killing myself|taking my (?:own )?life|hanging myself|overdosing|jumping off|doing it)`,
    `(?:holding|held|hold|pressed|pressing|put|putting) (?:a |the |my )?(?:knife|blade|razor|scissors)(?: [a-z]+){0,2} (?:to|against|on|at) my (?:wrists?|throat|neck)`,
    `(?:hoping|hoped|hope|wish|wishing|wished) (?:a|the|that a|that the) (?:car|bus|train|truck|lorry|van) (?:would|will|might|could|hits|kills) (?:hit me|kill me|run me over|hit me and kill me)`,
  ], { keys: words_('normal bad wrong weird okay ok strange saved hidden stashed stockpiled ready collected planning thinking close considering came knife blade razor scissors hoping hoped hope wish wishing wished'),
     unless: /\b(?:homework|project|lesson|essay|the character|the story|the book|history|game|minecraft|roblox|fortnite|cooking|chopping|food tech|doctor|nurse)\b/ }),
  // a day, a date or a way chosen: only with death or suicide named in the message or the earlier turns
  rule('composite.chosen-day', 'urgent', 'suicide', [
    `${I}(?:have |)(?:picked|chosen|set|decided on|planned) (?:a|the|my) (?:day|date|time|place|way|method)(?= \\.|$| to (?:die|do it|end it|kill myself)| for (?:it|when i))`,
    `${I}(?:have |am |have been |)(?:started |)planning (?:it|my death|my suicide|how i (?:would|will) (?:do it|die))(?= \\.|$| out| already| now| again| for)`,
  ], { keys: words_('picked chosen set decided planned planning'), guarded: false,
     requires: /\b(?:die|dying|dead|death|suicide|suicidal|kill myself|killing myself|end it|ending it|end my life|not be here|goodbye|my note|a note|pills|rope|noose)\b/, otherwise: 'none',
     unless: /\b(?:party|birthday|wedding|holiday|trip|sleepover|meet up|essay|project|homework|revision|test|exam|game|story|the character)\b/ }),
  rule('composite.selfharm', 'urgent', 'selfharm', [
    `${I}(?:[a-z]+ ){0,5}(?:so (?:that )?i (?:would|will|could|can|might) (?:bleed|bruise|feel (?:pain|something))|to make (?:myself|it|me) bleed|until i (?:bled|bleed))`,
    `(?:buy|get|find|steal|nick|order|bought|got|found) (?:more|new|some|another) (?:blades?|razors?|razor blades)?(?: [a-z]+){0,2} to (?:cut|sh|selfharm|hurt myself|cut myself)`,
    `(?:found|took|confiscated|threw away|binned) my (?:blades|razor blades|sharpener blades|razors)`,
    `${I}(?:[a-z]+ ){0,3}(?:cut|cutting|sh|shd|selfharm|selfharmed|sliced|slicing|slit|scratched|scratching|burned|burnt|burning|carved|carving)(?: [a-z]+){0,8} (?:blood|bled|bleed|bleeding|deeper|deep cuts|stitches|scars|scar|fresh cuts|open wounds?)`,
    `${I}(?:am going to|will|want to|need to|am gonna|have to|really need to) (?:cut|sh|selfharm)(?= \\.|$| when| tonight| again| after| later| so| because| until| till| right| as soon| i (?:cannot|can not|need|have|am|feel|just|do not)| or| and i)`,
    `${I}(?:[a-z]+ ){0,2}(?:cut|cuts|scratched|scratch|sliced|slice|burned|burnt|burn|carved)(?: [a-z]+){0,2} my ${BODY}(?: [a-z]+){0,4} (?:with|using) (?:a |my |the |some |his |her |[a-z]+s )?(?:[a-z]+ )?(?:razor|blade|compass|paperclip|paper clip|pin|needle|scissors|glass|sharpener|lighter|match|matches|knife|staple|pen knife|nail)`,
  ], { keys: words_('blood bled bleed bleeding deeper stitches scars scar fresh wounds wound cut sh selfharm razor blade compass paperclip paper pin needle scissors glass sharpener lighter match matches knife staple nail'),
     unless: /\b(?:by accident|accidentally|cooking|chopping|carrots?|onions?|vegetables|shaving|paper cut|fell|falling|football|rugby|skate|bike|cat|kitten|dog|surgery|operation|hair|haircut|fringe|first aid|what is|why do people|how do you treat|lesson|pshe|project|essay|the character|game|fortnite|minecraft|roblox|nosebleed|nose bleed|period|dentist|tooth|teeth|blood test|donate|donating|costs|budget|class|grass|wood|paper|card|fabric|cake|pizza|sandwich|the line|queue|corners?)\b/ }),
  rule('composite.abuse', 'urgent', 'abuse', [
    `(?:told|tell|tells|made me tell|makes me tell|says|said|lied to) (?:the |my |a |)(?:hospital|doctor|doctors|teacher|teachers|school|nurse|police|social worker|everyone|people)(?: [a-z]+){0,2} (?:i fell|i fell over|i fell down|it was an accident|i walked into|i tripped|i did it myself|i was clumsy)`,
    `(?:${FAMILY}|he|she)(?: [a-z]+){0,4} (?:broke|has broken|fractured|dislocated|split|cut) my (?:arm|wrist|nose|finger|fingers|leg|ribs?|jaw|lip|head|collarbone|ankle)(?= \\.|$| and| when| because| again| last| yesterday| on purpose| with)`,
    `(?:my )?(?:step ?brother|stepbrother|brother|cousin|stepsister|sister)(?: [a-z0-9]+){0,4} (?:makes|made|forces|forced|tells|told) me (?:to )?(?:do (?:stuff|things|sexual (?:stuff|things)) (?:to|with|for) (?:him|her)|touch (?:him|her|his|her)|take (?:off )?my clothes)`,
  ], { keys: words_('told tell tells says said lied broke broken fractured dislocated split cut makes made forces forced'),
     unless: /\b(?:game|games|fortnite|minecraft|roblox|fifa|football|rugby|boxing|karate|judo|training|by accident|accidentally|in the book|the character|the story|the poem|the novel|the play|trampoline|skate|skateboard|bike|ski|skiing|climbing|playground|pe)\b/ }),
  rule('composite.abuse-more', 'urgent', 'abuse', [
    `(?:puts|put|putting|stubs|stubbed|stubbing) (?:a |his |her |their |)(?:cigarettes?|cigs?|fags?) (?:out )?(?:on|into|in) (?:me|my ${BODY}|my skin|my neck|my back)`,
    `(?:holds|held|holding|pushes|pushed|pushing|puts|put|forces|forced|shoves|shoved) my (?:head|face) (?:under|in|into|down) (?:the )?(?:water|bath|sink|pillow|toilet|bowl)`,
  ], { keys: words_('head face cigarette cigarettes cig cigs fag fags'),
     unless: /\b(?:swimming|swim|pool|lesson|lessons|coach|diving|game|bobbing|apple|in the book|the character|the story|hair wash|washing my hair)\b/ }),
  // "he beat me up last night" is a family member's act only when the message names one (a bully otherwise: concern)
  rule('composite.abuse-he', 'urgent', 'abuse', [
    `(?:he|she|they) (?:${ADV}|)(?:beat|battered|punched|kicked|strangled|choked|whipped|belted) me(?: up)?(?= \\.|$| last| again| yesterday| this| so| till| until| with| when| because| and| in the| every)`,
  ], { keys: words_('beat battered punched kicked strangled choked whipped belted'), requires: words(FAMILY), otherwise: 'none',
     unless: /\b(?:game|games|fortnite|minecraft|roblox|fifa|football|rugby|boxing|karate|judo|training|race|chess|cards|at school|in the playground|at break|in class|bully|bullies|lol)\b/ }),
  // a question about a parent's harm answered for one's own ("mine does it every week")
  rule('composite.abuse-mine', 'urgent', 'abuse', [
    `(?:mine|my (?:dad|mum|stepdad|stepmum|parents|mother|father|uncle|carer)) (?:does|do|did|has done) (?:it|that|this|the same)(?: to me)? (?:every|all the time|a lot|most|when|too|as well|again|to me|sometimes|loads)`,
  ], { keys: words_('mine does do did done'), requires: /\b(?:hit|hits|hitting|beat|beats|beating|belt|punch|punches|kick|kicks|slap|slaps|touch|touches|touching|hurt|hurts|burn|burns|lock|locks|starve|starves|choke|chokes)\b/, otherwise: 'none',
     unless: /\b(?:game|homework|chores|ground|grounded|phone|shout|shouts|yell|yells|nag|nags|tease|teases|joke|jokes|tickle|tickles|hug|hugs)\b/ }),
  rule('composite.neglect', 'urgent', 'abuse', [
    `(?:no one|nobody|noone|they|my (?:mum|dad|parents|stepdad|stepmum|carer)|mum|dad) (?:has |have |had |)(?:not |never |)(?:fed|feeds|feed|made|makes|make|given|gives|give|cooked|cooks|bought|buys|got|gets) (?:us|me) (?:any |a |a proper |a hot |)(?:food|dinner|tea|meals?|breakfast|anything to eat)?(?: [a-z]+){0,2} (?:since|for|in|all) (?:${DAYS}|days|yesterday|last (?:night|week|weekend)|the weekend|weekend|week|monday|tuesday|wednesday|thursday|friday|saturday|sunday)`,
    `(?:no one|nobody|noone) (?:has |have |)(?:fed|feeds) (?:us|me)`,
    `(?:my (?:mum|dad|parents|stepdad|stepmum|carer)|mum|dad|they|she|he)(?: [a-z]+){0,5} (?:never|do not|does not|will not|refuse to|refuses to) (?:make|makes|cook|cooks|give|gives|buy|buys|get|gets) (?:us|me) (?:any )?(?:food|dinner|tea|meals|breakfast|lunch|anything to eat)(?! (?:we|i) (?:do not|dont) like)`,
    `(?:not allowed|never allowed|am not allowed|cannot go|can not go|locked out) (?:in|into|inside|back in|back into) (?:the |our |my )?(?:house|home|flat)(?: [a-z]+){0,4} (?:until|till|for) (?:[a-z]+ ){0,4}(?:midnight|late|night|hours|the next day|morning|days)`,
    `${ACTOR}(?: [a-z]+){0,2} (?:makes|made|make|forces|forced|keeps|kept|locks|locked) me (?:to )?(?:stay )?in my room (?:all (?:weekend|day|week)|for days)(?: [a-z]+){0,4} (?:no food|without food|not give me food|does not give me food|do not give me food|nothing to eat|not feed)`,
  ], { keys: words_('fed feeds feed made makes make given gives give cooked cooks bought buys got gets allowed locked room'),
     unless: /\b(?:party|trip|picnic|fasting|ramadan|lent|diet|recipe|homework|for the class|in the story|the character|history|famine|war|rationing|camping|sleepover|game|minecraft|roblox|fortnite|sims|dog|cat|hamster|fish|pet|shopping|takeaway|vegetables|veg|broccoli|healthy|junk|sweets|crisps|fizzy|i do not like|we do not like|lol)\b/ }),
  rule('composite.grooming', 'urgent', 'grooming', [
    `(?:a |an |this |that |some |the )(?:man|guy|men|adult|stranger|older (?:man|guy|boy|woman|girl)|grown man|(?:1[89]|[2-9][0-9]) ?(?:year old|yo|yr old))(?: [a-z]+){0,14} (?:without telling|not to tell|do not tell|not tell) (?:my|your|anyone|anybody|no one)`,
    `(?:a |an |this |that |some |the )(?:man|guy|men|adult|stranger|older (?:man|guy|boy|woman|girl)|grown man)(?: [a-z]+){0,10} (?:asked|asks|wanted|wants|told|tells|tried to get|tried to make) me (?:to )?(?:get in|get into|come to|come in|go to|go with|come with)(?: (?:his|her|their|the|a) (?:car|van|house|flat|hotel|room|place))?(?= \\.|$| and| so| with| alone| because| but)`,
    `(?:(?:1[89]|[2-9][0-9]) ?(?:year old|yo|yr old|years old)?|older|adult|grown)(?: [a-z]+){0,6} (?:wants|asked|asks|invited|invites|wanted) me (?:to )?(?:come to|go to|meet (?:him|her) (?:at|in)|stay (?:at|in)|stay over at) (?:a |the |his |her |their )?(?:hotel|flat|house|car|place|room|apartment|airbnb)`,
    `(?:1[89]|[2-9][0-9])(?: years old| year old| yo| yr old)? (?:is|and is|s|who is) my (?:boyfriend|girlfriend|bf|gf)`,
    `(?:1[89]|[2-9][0-9]) ?(?:year old|yo|years old|yr old)(?: [a-z]+){0,8} (?:boyfriend|girlfriend|date me|go out with me|loves me|kiss me|kissed me|meet me|sleep with me)(?: [a-z]+){0,4} i am (?:only |just |)(?:1[0-5]|[0-9]|ten|eleven|twelve|thirteen|fourteen|fifteen)(?![0-9])`,
    `(?:is|s) (?:1[89]|[2-9][0-9])(?![0-9])(?: [a-z]+){0,3} (?:and |)(?:asked|asks|wants|wanted|keeps asking|says he loves|said he loves|kissed)(?: [a-z]+){0,8} i am (?:only |just |)(?:1[0-5]|[0-9]|ten|eleven|twelve|thirteen|fourteen|fifteen)(?![0-9])`,
    `(?:(?:1[89]|[2-9][0-9]) ?(?:year old|yo|years old|yr old)?|older|adult|grown|my boyfriend|my girlfriend)(?: [a-z0-9]+){0,8} (?:wants|asked|asks|wanted|keeps asking|kept asking|is pressuring|pressures|pressured)(?: me)? to (?:have sex|sleep with (?:me|him|her)|do it with|do stuff with|do sexual|touch (?:him|me|his))`,
    `(?:man|guy|adult|stranger|old man|older (?:man|guy|boy|woman)|teacher|coach|uncle|neighbour|tutor|driver)(?: [a-z]+){0,5} (?:keeps|kept|keep|was|is|started|tried) (?:touching|stroking|rubbing|grabbing|feeling|squeezing) my (?:leg|legs|thigh|thighs|bum|butt|chest|boobs|body|waist|knee|private|privates)`,
    `(?:if|unless|until|once) i (?:send|sent|give|show)(?: (?:him|her|them))? (?:one more |another |more |any more |a |one |the |some |)(?:nudes?|naked (?:pics?|photos?|pictures?|videos?)|pics of my body|photos of my body)`,
    `my (?:mums|dads|parents|friends|brothers|sisters|nans) (?:friend|mate|boyfriend|dad|uncle|husband)(?: [a-z]+){0,3} (?:keeps asking|asked|asks|wants|wanted|invited|invites|tries to get|tried to get) me (?:to )?(?:come|go|stay|sleep over|meet)(?: [a-z]+){0,4} (?:on my own|alone|by myself|without (?:my|telling))`,
  ], { keys: words_('am without tell telling get come go stay meet boyfriend girlfriend bf gf sex sleep touch touching stroking rubbing grabbing feeling squeezing nude nudes naked body'), guarded: false, unless: HYPOTHETICAL_OR_LESSON }),
  rule('composite.eating', 'urgent', 'eating', [
    `${I}(?:ate|eat|had)(?: [a-z]+){0,3} (?:then|and then|so|and) (?:made|make|forced) myself (?:sick|throw up|vomit|puke)`,
    `${I}(?:only |just |)(?:have|had|drink|drank|eat|ate|allow myself) (?:only |just |)(?:a |one |1 )?(?:glass of water|cup of (?:water|tea|coffee)|bottle of water|piece of (?:gum|fruit)|rice cake|cracker|biscuit)(?: [a-z]+){0,2} (?:a|per|every|each) day`,
  ], { keys: words_('then so sick throw vomit puke glass cup bottle piece rice cracker biscuit'),
     unless: new RegExp(`\\b(?:ramadan|yom kippur|lent|blood test|operation|surgery|the doctor said|for my religion|in the story|the character|history|bug|virus|flu|covid|${FOOD_ILLNESS}|norovirus|travel sick|car sick|seasick|hangover|roller coaster|at least|as well as|plus|with my (?:meals|dinner|lunch))\\b`) }),
  rule('narrative.selfharm', 'urgent', 'selfharm', [
    `${I}(?:been|am still|still|keep on) (?:cutting|selfharming|harming|burning|scratching|hurting|hitting|punching) (?:myself|my ${BODY})`,
    `${I}(?:carved|scratched|cut|etched|burned|burnt|wrote)(?: [a-z]+){0,3} (?:into|in|on) my (?:${BODY}|skin)`,
    `${I}(?:cannot|can not|do not know how to|do not want to|will never) stop (?:cutting|selfharming|selfharm|sh|hurting myself|burning myself|harming myself)`,
    `(?:picking|pick|picked|reopening|reopen|reopened|opening|opened) (?:at )?(?:my|the) (?:cuts|scars|wounds|scabs)(?: [a-z]+){0,4} (?:so (?:they|it)|bleed|do not heal|again|on purpose)`,
    `${I}(?:cut|cutting|hurt|hurting|harm|harming|burn|burning) (?:myself|my ${BODY}) (?:because|cos|when|whenever|every time|to (?:feel|cope|punish|forget|calm|stop|numb))`,
  ], { keys: words_('cutting selfharming harming burning scratching hurting hitting punching carved scratched cut etched burned burnt wrote stop picking pick picked reopening reopen reopened opening opened hurt harm burn'),
     unless: /\b(?:by accident|accidentally|cooking|chopping|shaving|paper|fell|falling|football|rugby|skate|bike|cat|kitten|dog|surgery|operation|my hair|haircut|onion|vegetables|first aid|what is|why do people|how do you treat|lesson|pshe|project|essay|the character|diet|smoking|vaping|gaming|drinking|addiction|alcohol|weed|sugar|carbs|tattoo|wood|pumpkin|desk|tree|name tag)\b/ }),
  rule('narrative.abuse', 'urgent', 'abuse', [
    `(?:(?:the|a|an|this|that|our) (?:man|woman|lady|guy|boy|girl|teenager|adult|babysitter|nanny|childminder|carer|coach|teacher|neighbour|priest|tutor|instructor|lodger|cleaner|driver)|[a-z]+ (?:next door|upstairs|downstairs))(?: [a-z]+){0,4} (?:touched|touches|molested|molests|raped|rapes|groped|gropes|abused|abuses|hurt|hurts|hits|hit|beats|beat) me(?![a-z0-9])${NOT_ABUSE_AFTER}`,
    `${ACTOR}(?: [a-z]+){0,6} (?:grabs|grabbed|grabbing|pins|pinned|pinning|holds|held|holding) me (?:down|by (?:the |my )?(?:neck|throat|hair|arm|arms|wrists?)|against|so i cannot|and (?:hits|hit|punches|punched|slaps|slapped|kicks|kicked|chokes|choked|touches|touched))`,
    `${ACTOR}(?: [a-z]+){0,3} (?:puts|put|wraps|wrapped|squeezes|squeezed) (?:his|her|their|both) (?:hands?|arm|fingers) (?:round|around|on) my (?:neck|throat)`,
    `${ACTOR}(?: [a-z]+){0,3} (?:throws|chucks|flings|shoves|pushes|knocks) me (?:around|about|across|down|into|against|over|on the floor|to the floor|${OFF_NOT_FURNITURE})`,
    // a brother's, sister's or cousin's one push is a squabble; anyone else's, or being thrown around, is not
    `${NOT_SIBLING}${ACTOR}(?: [a-z]+){0,3} (?:threw|chucked|flung|shoved|pushed|knocked) me (?:around|about|across|down|into|against|over|on the floor|to the floor|${OFF_NOT_FURNITURE})`,
    `${ACTOR}(?: [a-z]+){0,3} (?:threw|chucked|flung) me (?:around|about|across)`,
    `${ACTOR}(?: [a-z]+){0,3} (?:does|did|keeps doing|has done|kept doing|used to do|makes me do|made me do) (?:things|stuff|bad things|weird things|sexual things|rude things|horrible things|stuff like that)(?: [a-z]+){0,1} (?:to me|with me|i do not like|i did not like|i hate)`,
    `${NOT_PEER}${FAMILY}(?: [a-z]+){1,6} (?:and|then|and then) (?:${ADV}|)(?:${HARM_PAST}|${HARM_PRESENT}) me(?![a-z0-9])${NOT_ABUSE_AFTER_SOFT}`,
    `(?:black eye|bruises|bruised|marks|cuts|burns|split lip|broken (?:arm|wrist|nose|finger|rib|ribs))(?: [a-z]+){0,3} (?:from|off|because of|cos of|where) (?:${FAMILY}|him|her|them|he|she)`,
  ], { keys: words_('touched touches molested molests raped rapes groped gropes abused abuses hurt hurts hits hit beats beat grabs grabbed grabbing pins pinned pinning held holding wraps wrapped squeezes squeezed throws threw chucks chucked flings flung shoves shoved pushes pushed knocks knocked things stuff eye bruises bruised marks burns lip broken punched kicked slapped choked strangled whipped belted smacked battered headbutted attacked neck throat'),
     unless: /\b(?:game|games|fortnite|minecraft|roblox|fifa|football|rugby|boxing|karate|judo|wrestling|training|tag|pillow|snowball|by accident|accidentally|tickle|tickles|tickled|hug|hugs|hugged|high five|on the shoulder|to get my attention|to stop me|so i would not|so i did not|out of the (?:way|road)|from falling|crossing the road|in the book|the character|the story|the poem|the novel|the play|doctor|nurse|dentist|hairdresser|barber|my baby (?:brother|sister)|puppy|dog|cat|hamster|in pe|at pe|dodgeball|bouncy castle|trampoline|playing|play fight|play fighting|rough play|the ball|a ball|by the ball|crowd|queue|corridor|on the bus|at break|in the playground)\b/ }),
  rule('narrative.neglect', 'urgent', 'abuse', [
    `${ACTOR}(?: [a-z]+){0,6} (?:leave|leaves|left|leaving) (?:me|us|me and my (?:[a-z]+ )?(?:brother|sister|brothers|sisters|siblings)|my (?:little |baby |younger )?(?:brother|sister) and me) (?:alone|home alone|on (?:my|our) own|by (?:myself|ourselves)|with no food|without food|with nothing to eat|with no money)(?: [a-z]+){0,3} (?:all weekend|all night|for (?:${DAYS}|days|the weekend|the night|nights)|overnight|all the time|every weekend|again|when|while|and|with no (?:money|food))`,
    `(?:we|i) (?:get|got|are|am|were|was|keep getting|always get) (?:always |often |)left (?:alone|on (?:our|my) own|home alone|by (?:ourselves|myself))(?: [a-z]+){0,3} (?:all the time|for (?:${DAYS}|days)|all weekend|every weekend|overnight|all night|with no food|without food|with nothing|and i have to)`,
    `${I}(?:have not|did not|have barely|have hardly|have not had) (?:had )?(?:a |one |)(?:proper|real|hot|decent|single) (?:meal|dinner|food)(?: [a-z]+){0,2} (?:all week|in (?:${DAYS}|days|weeks|ages)|for (?:${DAYS}|days|weeks|ages)|since)`,
    `${I}(?:have|had|got|have got) nowhere (?:to sleep|to live|to stay|to go)(?: tonight| now| anymore| at night|$| \\.| since| because| after)`,
    `${I}(?:have been |am |was |have to |had to |)(?:sleeping|slept|sleep|living) (?:on the streets?|rough|in (?:a|the) park|in the park|in a shed|in the shed|in (?:a|the) (?:bus shelter|stairwell|car|tent)|outside|on a bench)(?! (?:for|with) (?:scouts|a sleepover|fun|charity|dofe|the trip|camp|camping))`,
    `${I}(?:got|was|have been|been|get) (?:kicked|thrown|chucked|booted) out (?:of (?:home|the house|my house|my home)|by (?:${FAMILY}))`,
    `${ACTOR} (?:${ADV}|)(?:is|are|gets|get) (?:always |usually |often |too |so |)(?:drunk|high|passed out|off (?:her|his|their) face|wasted|out of it|stoned|on drugs)(?: [a-z]+){0,8} (?:no food|not feed|does not feed|do not feed|never feeds|never feed|hungry|starving|look after (?:myself|my|us|them)|on (?:my|our) own|for days|we have nothing|nothing to eat)`,
    `${ACTOR} (?:${ADV}|)(?:does not|do not|never|will not|refuses to|refuse to|forgets to|forget to|stopped|has stopped|cannot be bothered to) (?:feed|feeds|feeding) (?:me|us)`,
    `${ACTOR}(?: [a-z]+){0,2} (?:does not|do not|never|will not|refuses to|has not|have not) (?:buy|buys|bought|get|got|give|gives) (?:me |us |)(?:any )?food`,
    `(?:leave|leaves|left|leaving) (?:me|us) (?:with|without) (?:no|any) (?:food|money|heating|electricity)`,
    `(?:mum|dad|mums|dads|my (?:mum|dad|parents|stepdad|stepmum|carer)|nobody|no one|they|she|he) (?:has |have |is |are |)(?:not been|has not been|have not been|not come|never came|did not come) (?:home|back)(?: [a-z]+){0,3} (?:for|in|since) (?:${DAYS}|days|ages|friday|saturday|sunday|monday|tuesday|wednesday|thursday|last (?:night|week|weekend))`,
    `(?:steal|stole|stealing|nick|nicked|nicking|take|took) food (?:because|cos|as|since|cause) (?:we|there|i|my)`,
    `(?:eating|eat|ate|food) (?:from|out of) (?:the )?(?:school |kitchen |street |big |)bins?`,
    `${ACTOR}(?: [a-z]+){0,2} (?:makes|made|make|forces|forced) me (?:to )?sleep (?:in the (?:garden|shed|garage|car|cold)|outside|on the floor|in the hallway)`,
    `${ACTOR}(?: [a-z]+){0,2} (?:locks|locked|lock|puts|put|shuts|shut) me (?:outside|out in the cold|in the (?:garden|shed|cupboard|cellar|basement))`,
    `${I}(?:am|get|feel) (?:always |so |really |)(?:hungry|starving)(?: [a-z]+){0,3} (?:because|cos|as|since|cause) (?:there is no|there is never|we have no|we do not have|nobody|no one|my (?:mum|dad|parents))`,
  ], { keys: words_('leave leaves left leaving meal dinner food nowhere sleeping slept sleep living kicked thrown chucked booted drunk high passed wasted stoned drugs feed feeds feeding buy buys bought get got give gives home back steal stole stealing nick nicked nicking take took bins bin makes made make forces forced locks locked lock puts put shuts shut hungry starving'),
     unless: /\b(?:party|trip|picnic|fasting|ramadan|lent|diet|recipe|homework|for the class|in the story|the character|history|famine|war|rationing|camping|power cut|festival|sleepover|game|minecraft|roblox|fortnite|sims|dog|cat|hamster|fish|pet|my phone|the car|lol|lmao|for 10 minutes|for an hour|for a bit|dofe|scouts|cubs|brownies|guides)\b/ }),
  rule('narrative.grooming', 'urgent', 'grooming', [
    `(?:wants|wanted|asked|asks|told|tells|keeps asking|kept asking|made|makes|tried to get) me (?:to )?(?:film|record|photograph|video|take (?:pics|photos|pictures|videos|a video|a pic) of) (?:myself|me)(?: [a-z]+){0,3} (?:in the (?:shower|bath)|naked|in (?:my )?(?:underwear|bra|bed|pyjamas|knickers|pants)|undressing|changing|getting changed|without (?:clothes|my clothes))`,
    `(?:wants|wanted|asked|asks|keeps asking|kept asking|told|tells|made|makes|tried to get|begged|begging|pressured|pressures) me (?:to )?(?:video call|facetime|call|go on (?:cam|camera|video)|turn (?:on )?my (?:camera|cam)|turn my (?:camera|cam) on|take (?:off )?my (?:top|clothes|shirt|bra|trousers|pants|knickers|underwear)|strip|get undressed|undress|show (?:him|her|them) my body)(?: [a-z]+){0,4}(?= \\.|$| in my (?:underwear|bra|pants|knickers|pyjamas)| naked| with no| without| off| on camera| on cam| on video| on facetime| and take| at night| in my (?:room|bed)| alone)`,
    `(?:or|unless|otherwise|if i do not|if i dont|if i will not)(?: [a-z]+){0,1} (?:he|she|they|this guy|the guy|the man)(?: [a-z]+){0,1} (?:will|is going to|would|says he will|said he would|says she will|said she would|threatens to|threatened to) (?:tell|show|send|post|share|leak|expose|hurt|come)`,
    `(?:older|adult|grown|(?:1[89]|[2-9][0-9]) ?(?:year old|yo|yr old|years old)|in (?:his|her|their) (?:20s|30s|40s|twenties|thirties|forties))(?: [a-z]+){0,8} (?:keep (?:it|this|us|our [a-z]+) (?:a |)secret|(?:it is|its) (?:our|a) secret|not to tell|do not tell|people would not understand|no one would understand|nobody would understand|wants to meet me alone|meet me alone|come to (?:his|her) (?:house|flat|place|car))`,
    `(?:met|know|talk to|chatting to|talking to)(?: [a-z]+){0,3} (?:online|on (?:snap|snapchat|discord|roblox|instagram|insta|tiktok|fortnite|a game|an app|whatsapp|kik|omegle))(?: [a-z]+){0,6} (?:is|he is|she is|hes|shes) (?:1[89]|[2-9][0-9])(?![0-9])(?: [a-z]+){0,4} (?:dating|going out|boyfriend|girlfriend|relationship|meet|meeting|kissed|loves me|love)`,
    `(?:(?:1[89]|[2-9][0-9]) ?(?:year old|yo|yr old|years old)|in (?:his|her|their) (?:20s|30s|40s|twenties|thirties|forties)|older (?:guy|man|boy|woman|girl)|grown man|adult)(?: [a-z]+){0,6} (?:and|but) (?:we are|we re|were|i am|im) (?:dating|going out|together|in a relationship|seeing each other|talking)`,
    `(?:older|adult|grown|stranger|(?:1[89]|[2-9][0-9]) ?(?:year old|yo|yr old|years old)|in (?:his|her|their) (?:20s|30s|40s|twenties|thirties|forties)|online|met (?:him|her) (?:on|online))(?: [a-z]+){0,10} (?:pick me up|wants me to (?:come|go|get in|sneak out|meet)|come to (?:his|her) (?:house|flat|place|car|hotel)|go to (?:his|her) (?:house|flat|place|car|hotel)|sent me (?:a |the |)(?:bus|train) (?:ticket|fare|money)|sneak out)`,
    `(?:sent me|gave me|paid for|bought me) (?:a |the |my |)(?:bus|train|taxi|uber) (?:ticket|tickets|fare|money)(?: [a-z]+){0,4} (?:to (?:come|go|meet|see|visit)|so i (?:can|could) (?:come|meet|see|visit))`,
    `(?:asking|asks|asked|wants|keeps asking|kept asking|begging|begs|pressuring) (?:me )?for (?:more )?(?:pics|pictures|photos|nudes|snaps|videos)(?: [a-z]+){0,6} (?:i owe|owe (?:him|her|them)|or else|or (?:he|she) will|unless|money|pay|paid|robux|vbucks|gift)`,
    `(?:keeps|kept) (?:texting|messaging|dming|snapping|calling|telling) me(?: [a-z]+){0,6} (?:and|but) (?:says|said|tells me|told me) (?:not to|to not|never to|do not) tell`,
    `(?:switch|move|go|talk|chat) (?:to|on) (?:whatsapp|snapchat|snap|telegram|kik|signal|a private (?:chat|app)|dms)(?: [a-z]+){0,3} (?:and|to) (?:send|sent|share)(?: [a-z]+){0,2} (?:pics|pictures|photos|nudes|videos|selfies)`,
  ], { keys: words_('call facetime cam camera film record photograph video top clothes shirt bra trousers pants knickers underwear strip undressed undress body tell show send post share leak expose hurt come secret understand alone meet online dating together relationship seeing talking pick sneak ticket tickets fare money pics pictures photos nudes snaps videos texting messaging dming snapping calling telling whatsapp snapchat snap telegram kik signal older adult grown stranger'),
     guarded: false,
     unless: /\b(?:what if|if someone|if somebody|if a (?:man|stranger|person|guy)|if an adult|hypothetically|imagine|surprise|party|birthday|present for|christmas|secret santa|the answer|quiz|(?:in|this|the|a) (?:book|novel|story|poem|play|film|chapter)|the character|meaning|pshe|what should you do|what to do if|how do you know|signs of|grooming|my nan|my grandma|my grandad|my aunt|my auntie|school trip|the doctor|nurse|swimming|pe kit|changing room|class|lesson|homework|teams call|zoom|group call|my mum said|my dad said|football|match|practice|club|my (?:mum|dad|parents|nan|grandma|grandad|stepdad|stepmum) (?:bought|paid|booked|got|gave|sent|is buying|is paying))\b/ }),
  rule('narrative.threat', 'urgent', 'threat', [
    `${I}(?:${DESIRE}|swear i will|promise i will) ${ADV}(?:put|slip|pour|mix) (?:something|bleach|poison|rat poison|pills|drugs|glass|laxatives|stuff) (?:in|into) (?:his|her|their|my [a-z]+s|[a-z]+s) (?:drink|food|tea|coffee|water|dinner|lunch|bottle)`,
    `${I}(?:${DESIRE}|swear i will|promise i will) ${ADV}(?:hurt|kill|stab|strangle|suffocate|drown|poison|smother|attack|burn) my (?:little |baby |younger |big |older |twin |step |)(?:sister|brother|cousin|stepbrother|stepsister|nan|grandma|grandad|stepmum|stepdad|mum|dad|mother|father|parents|family)(?! (?:at|in) (?:chess|cards|a game|games|fifa|football|mario kart|mario|smash)| for (?:using|taking|eating|touching|reading|borrowing|being|stealing|telling)| if (?:she|he|they) (?:takes|eats|uses|touches|reads|borrows|steals|tells))`,
    `${I}(?:${DESIRE}|swear i will|promise i will) ${ADV}(?:stab|shoot|kill|murder|strangle|knife|shank|poison|attack) (?:the|that|this|those) (?:kid|kids|boy|boys|girl|girls|guy|guys|people|teacher|person|one|ones)(?: [a-z]+){0,2} (?:who|that|in|from|at)`,
    `${I}(?:have been|have|am|was|keep) (?:planning|plotting|thinking about how) (?:how to |how i will |to |on |)(?:hurt|hurting|kill|killing|stab|stabbing|attack|attacking|shoot|shooting|get back at|getting back at|poison|poisoning)(?: [a-z]+){0,4}(?= \\.|$| who| that| at| after| with| tomorrow| on| when| while)`,
    `(?:they|he|she|everyone|everybody|you all|the whole (?:school|class|year))(?: [a-z]+){0,2} (?:will|are going to|is going to|gonna|all going to) (?:all )?(?:pay|regret it|be sorry|see|get what (?:they|he|she) deserves?)(?: [a-z]+){0,6} (?:on (?:monday|tuesday|wednesday|thursday|friday)|tomorrow|tonight|next week|in my bag|i have (?:got )?(?:something|a plan|it ready))`,
    `(?:on (?:monday|tuesday|wednesday|thursday|friday)|tomorrow|tonight|next week)(?: [a-z]+){0,3} (?:they|he|she|everyone|everybody)(?: [a-z]+){0,2} (?:will|are going to|is going to|gonna|all going to) (?:all )?(?:pay|regret it|be sorry|die)(?: [a-z]+){0,6} (?:in my bag|i have (?:got )?(?:something|a plan|it ready|a knife|a gun))`,
    `${I}(?:${DESIRE}|will) ${ADV}(?:make (?:them|him|her|everyone) (?:all )?pay|get (?:them|him|her) back)(?: [a-z]+){0,4} (?:on (?:monday|tuesday|wednesday|thursday|friday)|tomorrow|tonight|with (?:a|my|the) (?:${WEAPON})|they will see|they will all see)`,
  ], { keys: words_('put slip pour mix hurt kill stab strangle suffocate drown poison smother attack burn shoot murder knife shank planning plotting thinking pay regret sorry see deserve deserves die make get'),
     gameSensitive: true,
     guarded: false,
     unless: new RegExp(`\\b(?:what if|would i get|hypothetically|imagine|what happens if|is it illegal|lol|lmao|lmfao|haha|hahaha|jk|just joking|only joking|joking|kidding|xd|rofl|food tech|cooking|cookery|the play|in the play|in the story|the character|the book|the poem|history|in the war|chess|cards|quiz|test|exam|essay|debate|mario kart|smash|nerf|water gun|water balloon|pillow fight|prank|surprise party|birthday|my plant|plants|garden|weeds|flies|wasps|spiders|ants|mice|rats)\\b|${COULD_HYPERBOLE.source}`) }),
  rule('narrative.eating', 'urgent', 'eating', [
    `(?:every time|whenever|after) i eat(?: [a-z]+){0,6} (?:throw (?:it |them |everything |)up|make myself (?:sick|throw up|vomit)|vomit|puke|purge)`,
    `(?:vomiting|throwing up|puking|coughing up|coughing) blood(?: [a-z]+){0,4} (?:after|from|when|because) (?:making myself sick|i make myself sick|purging|i purge|throwing up|making myself throw up)`,
    `${I}(?:am |have been |keep |still |started |)(?:purging|purge|purged)(?: [a-z0-9]+){0,3}(?= \\.|$| every| after| again| [0-9]+ times| twice| three times| most| each| so| because| to)`,
    `${I}(?:keep |have been |am |still |)(?:throwing up|throw up|threw up|vomiting|vomit|being sick|puking)(?: [a-z]+){0,1} (?:on purpose|deliberately|after (?:every|each|i eat|eating|meals|dinner|lunch|breakfast|food|tea)|every (?:day|night|time i eat)|so i do not (?:gain|get fat|put on))`,
    `(?:put|stick|shove|putting|sticking|shoving|stuck) (?:my )?(?:fingers?|toothbrush|a toothbrush|a spoon) down my throat`,
    `${I}(?:took|take|taking|have been taking|am taking|use|used|using|abuse|have been using|overdosed on|ate) (?:a |the |[0-9]+ |like [0-9]+ |)(?:whole |full |)(?:box|pack|packet|bottle|load|lot|lots|loads|handful)? ?(?:of )?(?:laxatives|laxies|diet pills|water pills|appetite suppressants|slimming pills)`,
    `(?:nothing|not anything) (?:but|except|apart from|other than|besides) (?:water|gum|coffee|black coffee|diet coke|an apple|one apple|ice|tea|lettuce|a few [a-z]+)(?: [a-z]+){0,4} (?:for|in) (?:${DAYS}|a week|all week|the whole week)`,
    `${I}(?:have |)(?:only |)(?:had|drunk|drank|been having|been drinking) (?:only |)(?:water|gum|coffee|black coffee|diet coke)(?: [a-z]+){0,3} (?:for|in) (?:${DAYS}|a week|all week)`,
    `${I}(?:have |)(?:eaten|eat|had|ate) (?:nothing|only|just) (?:but |except |)(?:an apple|one apple|a cracker|one cracker|a biscuit|half an apple|a grape|some water|water|gum)(?: [a-z]+){0,2} (?:all week|all day|for (?:${DAYS})|in (?:${DAYS}))`,
    `${I}(?:only |)(?:eat|have|allow myself|am allowed) (?:one|1|a single|half (?:a|an)) (?:cracker|apple|biscuit|grape|rice cake|carrot|yoghurt|yogurt|slice of [a-z]+|piece of [a-z]+)(?: [a-z]+){0,1} (?:a|per|every) day`,
    `(?:not|have not|did not|have not been) (?:eaten|eating|eat) (?:properly|anything|a proper meal)(?: [a-z]+){0,1} (?:in|for) (?:weeks|${DAYS}|a month|months)`,
    `${I}(?:am |have been |keep |)(?:chew and spit|chewing and spitting|chewing and spitting out)`,
    `${I}(?:binge|binged|keep bingeing|keep binging)(?: [a-z]+){0,3} (?:and|then|and then) (?:purge|purging|throw up|make myself sick|vomit)`,
    `${I}(?:am |feel |)(?:so |too |really |)(?:weak|dizzy|faint|shaky|light headed|lightheaded)(?: [a-z]+){0,3} (?:from|because of|cos of|because i) (?:not eating|barely eating|hardly eating|starving|do not eat|have not eaten|barely eat|hardly eat|restricting|skipping meals)`,
    `${I}(?:have |)(?:stopped|quit) (?:eating and drinking|drinking and eating|eating or drinking)`,
  ], { keys: words_('eat blood purging purge purged throwing throw threw vomiting vomit sick puking fingers finger toothbrush spoon throat laxatives laxies diet water slimming appetite nothing anything had drunk drank having drinking eaten eat ate only cracker apple biscuit grape eating chew chewing binge binged bingeing binging weak dizzy faint shaky headed lightheaded stopped quit'),
     unless: new RegExp(`\\b(?:ramadan|yom kippur|lent|blood test|operation|surgery|the doctor said|for my religion|in the story|the character|history|famine|holocaust|war|stomach bug|sick bug|bug|virus|flu|covid|${FOOD_ILLNESS}|norovirus|travel sick|car sick|seasick|hangover|on the boat|roller coaster|cat|dog|baby|hamster|pshe|lesson|project|what is|what are|symptoms|signs|essay|hay fever|constipated|constipation|doctor|prescribed|my nan|my grandma)\\b`) }),

  // ---- general frames by grammar (development batch 8): each covers a family of wordings ------------
  // A subject, a verb family in any tense and an object, rather than one sentence: what the earlier
  // frames missed on freshly written messages was mostly a verb form, an object or a subject they
  // did not list.

  // self-harm: an implement readied "to cut with", fresh wounds on oneself, things pushed into the skin,
  // walls punched until the hand splits or bleeds
  rule('gen.selfharm', 'urgent', 'selfharm', [
    `(?:took|take|taking|got|get|getting|broke|break|snapped|pulled|popped|unscrewed|kept|keep|saved)(?: [a-z]+){0,1} (?:the |a |my |some |)(?:blade|blades|razor|razors|sharpener blades?)(?: [a-z]+){0,5} (?:to cut|for cutting|to use on (?:myself|my ${BODY})|so i (?:can|could) cut|to (?:hurt|harm) myself)`,
    `${I}(?:have|have got|got|still have|had) (?:some |more |loads of |lots of |)(?:fresh|new|deep|open|bleeding) (?:cuts|wounds|burns|scratches)(?! (?:from|after) (?:the|my|a|an) (?:surgery|operation|fall|accident|cat|kitten|dog|bike|crash|rose|roses|brambles|bush))`,
    `${I}(?:stuck|stick|push|pushed|jab|jabbed|jam|jammed|poke|poked|stab|stabbed)(?: [a-z]+){0,1} (?:pins?|needles?|safety pins?|a compass|the compass|my compass|a pencil|a pen|glass|a paperclip)(?: [a-z]+){0,1} (?:in|into) (?:myself|my ${BODY}|my skin)`,
    `${I}(?:[a-z]+ ){0,2}(?:punch|punched|punching|hit|hitting|bang|banged|banging|smash|smashed|slam|slammed) (?:the |a |my )?(?:walls?|doors?|mirror|windows?|my head)(?: [a-z]+){0,3} (?:till|until|so|and)(?: [a-z]+){0,3} (?:bleed|bleeds|bled|bleeding|split|splits|broke|break|breaks|bruise|bruises|bruised|swell|swelled|swollen|cracked|crack)`,
  ], { keys: words_('blade blades razor razors cuts wounds burns scratches pins pin needles needle compass pencil pen glass paperclip walls wall doors door mirror window windows head'),
     unless: /\b(?:by accident|accidentally|cooking|chopping|shaving|dt|design and technology|craft|crafts|model|wood|cardboard|fabric|art|sewing|knitting|surgery|operation|first aid|vaccine|vaccination|injection|jab at the|the nurse|the doctor|diabetes|blood test|acupuncture|ear piercing|piercing|what is|why do people|lesson|pshe|project|essay|the character|in the book|in the story|fell|falling|football|rugby|bike|skate|cat|kitten|dog|game|minecraft|fortnite|roblox|boxing|training)\b/ }),

  // suicide: dying soon by one's own choice ("if i die tonight it is because i chose to"), a death
  // "soon" that nobody will mind, and taking pills that are someone else's
  rule('gen.suicide', 'urgent', 'suicide', [
    `(?:if|when|once) i (?:die|am dead|am gone|do not wake up)(?: [a-z]+){0,3} (?:it is|its|it was) (?:because|cos|coz) (?:i (?:chose|chose to|wanted|wanted to|decided|did it)|of me)`,
    `(?:when|once|after) i am (?:dead|gone)(?: [a-z]+){0,3} (?:and )?(?:that is|that will be|which is|which will be|it will be) (?:soon|tonight|tomorrow|very soon|not long)`,
    `(?:no one|nobody|nobody is|no one is)(?: [a-z]+){0,1} (?:going to|gonna|will|would) (?:miss|notice|care about|even notice|even miss) (?:me|that i am gone)(?: [a-z]+){0,3} (?:when|after|once) i am (?:dead|gone)`,
    `${I}(?:took|swallowed|have taken|ate|downed|necked|just took)(?: like| about| around| maybe| over| at least)? (?:[1-9][0-9]+|twenty|thirty|forty|fifty|a bunch|a lot|loads|lots|a handful|all|half|the rest|most) of (?:my |the |)(?:[a-z]+s )?(?:${PILLS})`,
    `${I}(?:${STRONG_DESIRE}|will|am going to|am gonna) ${ADV}(?:starve myself|stop eating)(?: [a-z]+){0,2} (?:to death|until i (?:die|disappear|am dead|am gone|waste away)|till i (?:die|disappear|am dead|am gone|waste away))`,
  ], { keys: words_('die dead gone wake soon tonight tomorrow long miss notice care took swallowed taken ate downed necked death disappear waste'),
     unless: /\b(?:game|minecraft|fortnite|roblox|respawn|lives|in the story|the character|the book|the poem|the play|homework|essay|history|vitamins|the doctor|prescribed|my antibiotics|hay fever|headache|period pain)\b/ }),

  // abuse: any adult's rape or sexual assault disclosed; injuries from a named person's hand or implement;
  // a weapon held to the student
  rule('gen.abuse', 'urgent', 'abuse', [
    `(?:raped|molested|sexually assaulted|sexually abused) me`,
    `(?:bruises|bruise|welts|marks|cuts|burns|scars|a black eye|black eyes|a split lip|a cut lip)(?: [a-z]+){0,4} (?:from|off|by|because of) ${FAMILY}s? (?:belt|belts|hand|hands|fist|fists|shoe|shoes|slipper|stick|cane|wooden spoon|spoon|cable|cord|wire|hairbrush|lighter|cigarette|cigarettes|iron|ring|rings|boot|boots|hitting me|beating me|kicking me|punching me|grabbing me|throwing me)`,
    `(?:${FAMILY}|he|she|they) (?:${ADV}|)(?:held|holds|holding|pulled|pulls|pointed|points|put|puts|waved|waves) (?:a |the |his |her |their |a kitchen |a big |)(?:knife|gun|blade|weapon|lighter|iron|bat|hammer|scissors) (?:to|at|against|on) (?:me|my (?:throat|neck|head|face|chest))`,
  ], { keys: words_('raped molested assaulted abused bruises bruise welts marks cuts burns scars eye eyes lip knife gun blade weapon lighter iron bat hammer scissors'),
     gameSensitive: true,
     unless: /\b(?:in the book|the character|the story|the poem|the novel|the play|the film|history|football|rugby|boxing|karate|judo|training|by accident|accidentally|what if|what would happen|what should (?:i|you) do if)\b/ }),

  // neglect: nobody home since a day, younger siblings fed or minded alone for days, a parent who does
  // not come home, a parent always drunk or passed out
  rule('gen.neglect', 'urgent', 'abuse', [
    `(?:no one|nobody|noone|no adult|no grownup|no grown up)(?: (?:has been|is|was|been|has come|came))? (?:home|at home|back|in the house)(?: [a-z]+){0,1} (?:since|for) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|last (?:night|week|weekend)|the weekend|${DAYS})`,
    `(?:looking after|look after|looked after|taking care of|take care of|feeding|feed|have to feed)(?: [a-z]+){0,4} (?:by myself|on my own|alone)(?: [a-z]+){0,2} (?:for )?(?:${DAYS}|the (?:whole )?weekend|all weekend|the (?:whole )?week|nights)`,
    `${ACTOR}(?: [a-z]+){0,2} (?:does not|do not|never|will not|did not|has not|have not) (?:come|comes|came|coming) (?:home|back)(?: [a-z]+){0,8} (?:feed|food|eat|hungry|look after|by myself|on my own|alone|scared)`,
    `${ACTOR} (?:is|are) (?:always|constantly|usually|every day|every night|all the time|too) (?:passed out|drunk|high|wasted|out of it|stoned|off (?:her|his|their) face|on drugs)`,
    `${ACTOR}(?: [a-z]+){0,2} (?:leave|leaves|left|leaving) (?:me|us|me and my(?: [a-z]+){1,2}|my (?:little |baby |younger )?(?:brother|sister) and me) (?:alone|home alone|on (?:my|our) own|by (?:myself|ourselves))(?: [a-z]+){0,1} (?:for )?(?:the |a )?(?:whole|entire) (?:weekend|week|night|day)`,
  ], { keys: words_('home back house alone myself own feed feeding drunk high wasted stoned passed face drugs weekend week night'),
     unless: /\b(?:party|trip|picnic|holiday|sleepover|camp|camping|festival|at work|night shift|shifts|hospital|with my nan|with my gran|with my grandma|at my nans|at my grans|at my dads|at my mums|babysitter|in the book|the character|the story|the novel|the play|history|game|minecraft|roblox|sims|dog|cat|hamster|fish|pet|lol|for an hour|for a bit|for 10 minutes|is that normal|is it legal|how old do you have to be)\b/ }),

  // grooming: sextortion by someone who holds the pictures; an online contact collecting the student
  rule('gen.grooming', 'urgent', 'grooming', [
    `(?:has|got|have|saved|screenshotted|screenshot|kept|still has) (?:my|the|all my) (?:nudes|nude|naked (?:pics|pictures|photos|videos)|pics|pictures|photos|videos)(?: [a-z]+){0,4} (?:will|going to|gonna|threatens to|threatening to|threatened to|says he will|said he will|says she will|said she will|says they will|said they will) (?:show|post|send|share|leak|tell|put)`,
    `(?:met|know|from|talk to|talking to|chatting to|chat to)(?: [a-z]+){0,2} (?:online|on (?:snap|snapchat|discord|roblox|instagram|insta|tiktok|fortnite|a game|an app|whatsapp|kik|omegle|telegram))(?: [a-z]+){0,6} (?:is |will be |)(?:picking me up|pick me up|picks me up|taking me|take me|coming to get me|come and get me|collecting me)`,
  ], { keys: words_('nudes nude naked pics pictures photos videos online snap snapchat discord roblox instagram insta tiktok fortnite game app whatsapp kik omegle telegram'),
     requires: words(ADULT_OR_ONLINE, SECRECY, 'nudes', 'nude', 'naked', 'hotel', 'his (?:house|flat|place|car)'), otherwise: 'concern', guarded: false, unless: HYPOTHETICAL_OR_LESSON }),

  // threats: poison in someone's food, a bomb for the school, making sure people regret it
  rule('gen.threat', 'urgent', 'threat', [
    `${I}(?:${DESIRE}|swear i will|promise i will) ${ADV}(?:poison|spike|drug) (?:his|her|their|my [a-z]+s|[a-z]+s|the (?:teachers|class)) (?:food|drink|drinks|tea|coffee|water|dinner|lunch|bottle|juice|sandwich|meal)`,
    `${I}(?:${DESIRE}|swear i will|promise i will) ${ADV}(?:make|build|bring|plant|put|leave|set off|hide)(?: [a-z]+){0,2} (?<!bath |stink |water |glitter |seed |smoke |cherry |flavour |photo )(?:bomb|bombs|pipe bomb|explosive|explosives)(?: [a-z]+){0,5} (?:in|at|into|under|inside) (?:the |my |our |this )?(?:school|class|classroom|assembly|hall|canteen|gym|building)`,
  ], { keys: words_('poison spike drug bomb bombs explosive explosives'),
     gameSensitive: true, guarded: false,
     unless: new RegExp(`\\b(?:what if|hypothetically|imagine|what happens if|is it illegal|lol|lmao|haha|jk|joking|kidding|in the story|the character|the book|the play|history|chemistry|science|experiment|plants|weeds|rats|mice|pests|slugs|the dog|the cat|bath bomb|among us|sabotage)\\b|${COULD_HYPERBOLE.source}`) }),
  rule('gen.threat-regret', 'concern', 'threat', [
    `${I}(?:${DESIRE}|swear i will|promise i will) ${ADV}make sure (?:they|he|she|everyone|everybody|the whole (?:school|class|year)|those [a-z]+|[a-z]+)(?: all)? (?:regret|regrets|pay|pays|suffer|suffers|gets what|get what|are sorry|is sorry)`,
  ], { keys: words_('sure'), gameSensitive: true, unless: LAUGHTER_OR_COULD }),

  // eating: everything eaten brought back up
  rule('gen.eating', 'urgent', 'eating', [
    `(?:throw|throwing|threw|thrown|bring|bringing|brought|puke|puking|puked|vomit|vomiting|vomited) up (?:everything|all|whatever|most of what|anything|all of what|every meal|every single thing) (?:i|that i) (?:eat|ate|have eaten|eat now)`,
  ], { keys: words_('throw throwing threw thrown bring bringing brought puke puking puked vomit vomiting vomited'),
     unless: new RegExp(`\\b(?:bug|sick bug|stomach bug|virus|flu|covid|${FOOD_ILLNESS}|norovirus|travel sick|car sick|seasick|hangover|roller coaster|chemo|chemotherapy|pregnant|morning sickness|migraine|the doctor|medicine makes me|antibiotics|yesterday|last night|when i was ill|in the story|the character|the book)\\b`) }),

  // (development batch 9) suicide: courage or readiness to act, a last night, not planning to be here,
  // a jump already made, pills chosen, pills taken "to die" whoever the sentence began with
  rule('gen.suicide-more', 'urgent', 'suicide', [
    `(?:brave|strong|ready|desperate) enough to (?:jump|do it|end it|end things|go through with it|die|kill myself|take (?:them|the pills|it))`,
    `(?:have|get|got|find|found|had) the (?:guts|courage|nerve|balls) to (?:jump|do it|end it|end things|go through with it|die|kill myself)`,
    `(?:it is|its|this is|tonight is|today is|this will be|it will be|it is going to be|its going to be|tonight will be) (?:going to be )?my (?:last|final) (?:night|day|week)(?! (?:of|at|in|before|with|as|off|here|there|for|to)(?![a-z])| on (?!earth))`,
    `${I}(?:am |)(?:not|never) (?:planning|plan|planning on|going|expecting|intending)(?: on| to)? (?:be|being) (?:here|alive|around)(?: [a-z]+){0,3} (?:after|by|next|much longer|for long|tomorrow|anymore|any more|this time next)`,
    `${I}(?:jumped|threw myself|stepped|walked) (?:off|from|in front of) (?:a|the|my|this) (?:${HIGH_PLACE}|${VEHICLE})`,
    `${I}(?:jumped|threw myself|walked) into (?:the|a) (?:river|sea|canal|lake|reservoir|traffic|road)(?: [a-z]+){0,6} (?:pulled me out|dragged me out|saved me|rescued me|to die|to drown|to end it|and tried to drown)`,
    `${I}(?:know|have decided|decided|have chosen|chose|have picked|picked) (?:exactly )?(?:which|what|how many) (?:${PILLS}) i am (?:taking|going to take|gonna take)`,
    `(?:took|taking|swallowed|swallowing|downed|necked) (?:the |my |some |all the |)(?:${PILLS}) (?:to (?:die|kill myself|end it|end my life|not wake up)|so i (?:would|will|could) die)`,
    `(?:how many|the number of|what number of|the amount of|what amount of)(?: of)?(?: [a-z]+){0,3} (?:${PILLS})(?: [a-z]+){0,5} (?:would be enough|is enough|are enough|enough) to (?:die|kill (?:me|myself|you|someone|a person)|not wake up|end it)`,
  ], { keys: words_('brave strong ready desperate guts courage nerve balls last final here alive around jumped threw stepped walked know decided chosen chose picked took taking swallowed swallowing downed necked enough'),
     gameSensitive: true,
     unless: /\b(?:game|minecraft|fortnite|roblox|respawn|in the story|the character|the book|the poem|the play|the film|homework|essay|history|holiday|trip|camp|school trip|sleepover|swimming|a swim|for a swim|paddling|lido|the pool|diving|dive|trampoline|bungee|parachute|skydive|skydiving|zip wire|waiting for|the bus came|missed the bus|puddle|vitamins|the doctor|prescribed|antibiotics|hay fever|headache|period pain|before (?:he|she|they) (?:leave|leaves|move|moves|go|goes))\b/ }),
  // the same pills frame with an implied subject needs despair in the message ("i am going to take the pills")
  rule('gen.suicide-pills-despair', 'urgent', 'suicide', [
    `(?:${I}(?:${DESIRE}|am going to|will) ${ADV}|and (?:then )?)(?:take|swallow|down|neck) (?:the|my|all the|all my|all of the|all of my|these|those|every) (?:${PILLS})`,
    `(?:how many|the number of)(?: of)?(?: [a-z]+){0,3} (?:${PILLS})(?: [a-z]+){0,3} (?:it would take|would it take|it takes|does it take)`,
  ], { keys: words_('take swallow down neck many number'), requires: DESPAIR_FEELING, otherwise: 'none',
     unless: /\b(?:the doctor|prescribed|hay fever|headache|period pain|vitamins|antibiotics|for my (?:cold|asthma|allergies|adhd|epilepsy)|homework|essay|lesson|the character|the story)\b/ }),

  // self-harm: one's own body worked on until it is raw, bleeds or burns; an implement and "and cut my
  // arm" in one breath; the body held over heat; hurting oneself named as the way to cope; "close to cutting"
  rule('gen.selfharm-more', 'urgent', 'selfharm', [
    `${I}(?:[a-z]+ ){0,9}(?:my ${BODY}|my skin|myself)(?: [a-z]+){0,4} (?:until|till) (?:it|its|they|i|my [a-z]+)(?: [a-z]+){0,1} (?:raw|bleed|bleeds|bled|bleeding|burns|burnt|burned|bruise|bruises|bruised|blisters|blistered|scars|scarred|cuts|split|splits)`,
    `(?:razor|blade|knife|scissors|compass|sharpener|glass|key)(?: [a-z]+){0,5} and (?:cut|sliced|slashed|scratched|carved|burned|burnt) (?:myself|my ${BODY})`,
    `${I}(?:hold|held|put|press|pressed|keep)(?: [a-z]+){0,1} my ${BODY} (?:over|on|under|against|in) (?:the |a )?(?:hot |burning |boiling |lit )?(?:hob|flame|flames|fire|candle|lighter|iron|kettle|hot water|boiling water|radiator|cooker|oven|straighteners)`,
    `(?:is|was|means) (?:by )?(?:hurting|cutting|burning|harming|hitting|scratching|punishing|starving) myself`,
    `${I}am (?:so |really |)(?:close to|tempted to|near to|on the edge of) (?:cutting|selfharming|sh|relapsing|hurting myself|harming myself|burning myself)`,
    `\\. (?:cutting|selfharming|sh|burning myself|hurting myself) again`,
  ], { keys: words_('until till razor blade knife scissors compass sharpener glass key hob flame flames fire candle lighter iron kettle hot boiling radiator cooker oven straighteners myself close tempted near edge again'),
     unless: /\b(?:by accident|accidentally|cooking|chopping|shaving|mosquito|bite|bites|eczema|itch|itchy|spot|spots|scab|scabs|chickenpox|rash|allergy|hives|sunburn|sun|fell|falling|football|rugby|netball|hockey|bike|skate|cat|kitten|dog|hamster|surgery|operation|first aid|what is|why do people|how do you treat|lesson|pshe|project|essay|the character|in the book|in the story|game|minecraft|fortnite|roblox|boxing|training|dt|wood|cardboard|fabric|art|pumpkin|plant)\b/ }),

  // abuse: the neck grabbed or squeezed; "makes me do things" with the person described first
  rule('gen.abuse-more', 'urgent', 'abuse', [
    `${ACTOR}(?: [a-z]+){0,2} (?:grabbed|grabs|squeezed|squeezes|held|holds|choked|chokes|strangled|strangles|pressed|presses) my (?:neck|throat)`,
    `${ACTOR}(?: [a-z0-9]+){0,4} (?:makes|made|forces|forced|keeps making|tries to make|tried to make) me (?:to )?do (?:things|stuff|sexual things|sexual stuff|stuff to (?:him|her)|things to (?:him|her))(?= \\.|$| i| to| at| when| with| and| that| in)`,
  ], { keys: words_('neck throat makes made forces forced making make'),
     unless: /\b(?:game|games|fortnite|minecraft|roblox|football|rugby|boxing|karate|judo|wrestling|training|chores|homework|the dishes|washing up|tidy|hoover|in the book|the character|the story|the play|history|scarf|tie|necklace|hug|hugs|hugged)\b/ }),

  // neglect: not let back in, left minding siblings overnight, alone for days, nobody buying food, no money for food
  rule('gen.neglect-more', 'urgent', 'abuse', [
    `${ACTOR}(?: [a-z]+){0,2} (?:will not|would not|does not|did not|refuses to|refused to|never) let me (?:in|back in|inside|home|into the house|back home)`,
    `(?:leave|leaves|left|leaving) (?:me|us) (?:with|to look after|to mind) my (?:little |baby |younger )?(?:brother|sister|brothers|sisters|siblings)(?: [a-z]+){0,2} (?:overnight|all night|for days|all weekend|the whole (?:night|weekend)|for the night|till morning|until morning)`,
    `${I}(?:have been|was|am|have been left|was left) (?:alone|on my own|by myself|home alone)(?: [a-z]+){0,4} (?:for|since) (?:${DAYS}|the (?:whole )?weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday|last (?:week|weekend))`,
    `(?:no one|nobody|noone) (?:buys|cooks|makes|gets|brings|gives me|gives us|feeds) (?:us |me |)(?:any )?(?:food|dinner|meals|tea|anything to eat)`,
    `(?:we have|we have got|we got|there is|i have|i have got) (?:no|not any) money (?:for|to buy) (?:food|dinner|anything to eat)`,
    `${I}(?:have to|had to|have been|been|am|was) (?:sleep|sleeping|slept) (?:at|in) (?:the|a) (?:park|bus stop|bus shelter|station|shed|stairwell|garage)`,
  ], { keys: words_('let mind look brother sister brothers sisters siblings alone own myself buys cooks makes gets brings gives feeds money park bus station shed stairwell garage'),
     unless: /\b(?:party|trip|picnic|holiday|sleepover|camp|camping|festival|scouts|dofe|at work|night shift|shifts|hospital|with my nan|with my gran|with my grandma|babysitter|in the book|the character|the story|the novel|the play|history|game|minecraft|roblox|sims|dog|cat|hamster|pet|lol|for an hour|for a bit|is that normal|how old do you have to be|pocket money|school trip|tuck shop|canteen|for the cake sale|late|stay up|sleepover|my room)\b/ }),

  // grooming: an adult in a role "... and touches me"; an adult who calls the student his girlfriend
  rule('gen.grooming-more', 'urgent', 'grooming', [
    `(?:teacher|coach|tutor|instructor|leader|neighbour|priest|driver|lodger|landlord|man|guy|uncle|stepdad|grandad|babysitter)(?: [a-z]+){0,8} (?:and|then|and then) (?:touches|touched|kisses|kissed|strokes|stroked|gropes|groped|rubs|rubbed|feels|felt) me(?! (?:on the (?:shoulder|arm|back|head)|to get|by accident|accidentally|up on))`,
    `(?:guy|man|boy|person|someone|somebody|he|she|girl|woman)(?: [a-z]+){0,3} (?:is|s) (?:1[89]|[2-9][0-9])(?![0-9])(?: years old| year old| yo)?(?: [a-z]+){0,4} (?:says|said|calls me|wants me to be|asked me to be|thinks|told me)(?: [a-z]+){0,2} (?:his|her) (?:girlfriend|boyfriend|gf|bf|wife|husband)`,
  ], { keys: words_('touches touched kisses kissed strokes stroked gropes groped rubs rubbed feels felt girlfriend boyfriend gf bf wife husband'),
     guarded: false,
     unless: /\b(?:tag|high five|game|games|football|rugby|netball|training|practice|in the book|the character|the story|the film|the play|history|what if|if someone|what should you do|signs of|grooming|pshe|lesson|my (?:mum|dad|parents|grandma|nan) (?:is|was|were))\b/ }),

  // threats: acid or boiling water thrown at someone; something already put in someone's drink
  rule('gen.threat-more', 'urgent', 'threat', [
    `${I}(?:${DESIRE}|swear i will|promise i will) ${ADV}(?:throw|chuck|pour|splash|spray) (?:acid|bleach|petrol|boiling water|boiling oil|hot oil) (?:on|at|over|in|into) (?:him|her|them|his|her|their|[a-z]+s|that [a-z]+|my [a-z]+)`,
    `${I}(?:put|slipped|poured|mixed|added|spiked) (?:bleach|poison|rat poison|pills|drugs|glass|laxatives|cleaning stuff|washing up liquid|something) (?:in|into) (?:his|her|their|my [a-z]+s|[a-z]+s) (?:drink|food|tea|coffee|water|dinner|lunch|bottle|juice)`,
  ], { keys: words_('acid bleach petrol boiling oil poison pills drugs glass laxatives cleaning washing something'),
     gameSensitive: true, guarded: false,
     unless: new RegExp(`\\b(?:what if|hypothetically|imagine|what happens if|is it illegal|lol|lmao|haha|jk|joking|kidding|in the story|the character|the book|the play|history|chemistry|science|experiment|plants|weeds|rats|mice|pests|slugs|prank|cake|surprise|food tech|cooking|recipe|sugar|salt|ice|lemon|squash)\\b|${COULD_HYPERBOLE.source}`) }),

  // (development batch 10) suicide: medication saved up, a goodbye letter to the family, a height or
  // floor asked for "to die", thinking of a method on oneself, a car driven into a wall, a suicide plan
  // or date named, going up to a high place "to jump"
  rule('gen.suicide-means', 'urgent', 'suicide', [
    `(?:saving|stockpiling|hoarding|collecting|stashing|hiding|saved|stockpiled|hoarded|stashed) (?:them|my meds|my pills|my tablets|my medication|my antidepressants)(?: up)?(?= \\.|$| for| to| so| until| in| under)`,
    `(?:stopped taking|not taking|pretending to take|pretend to take) my (?:meds|pills|tablets|medication|antidepressants)(?: [a-z]+){0,6} (?:saving|save|stockpiling|stockpile|keeping|hiding|collecting)`,
    `(?:suicide|goodbye|last) (?:note|letter|message)s? (?:to|for) (?:my (?:mum|dad|family|parents|mum and dad|sister|brother|friends|nan|grandma)|everyone|them all)`,
    `(?:what height|how high|which floor|what floor|how many floors|how tall)(?: [a-z]+){0,7} (?:to|and|would|will|you) (?:definitely |surely |actually |really |for sure |)(?:die|be killed|kill you|kill yourself|kill myself|not survive)`,
    `(?:thinking|thought|dreaming|fantasi[sz]ing) (?:about|of) (?:stabbing|cutting|drowning|hanging|poisoning|shooting|strangling|suffocating|burning|gassing|electrocuting|starving) myself`,
    `${I}(?:${DESIRE}|will) ${ADV}(?:drive|crash|steer) (?:my |the |a |my dads |my mums |dads |mums )?car (?:into|off) (?:a|the) (?:wall|tree|river|lorry|truck|bridge|cliff|lake|canal)`,
    `my (?:suicide|death) (?:plan|date|note|letter|attempt)s?`,
    `${I}(?:went|go|going|walked|climbed|got|get|am going|was) (?:up )?(?:to|onto|on|up) (?:the|a|my|this) (?:top of (?:the|a) )?${HIGH_PLACE}(?: [a-z]+){0,3} to jump`,
  ], { keys: words_('saving stockpiling hoarding collecting stashing hiding saved stockpiled hoarded stashed taking take note letter message notes letters letters height high floor floors tall myself car suicide death jump'),
     gameSensitive: true,
     unless: /\b(?:moving|move|moved|emigrating|new school|leaving school|leavers|retire|retiring|retirement|holiday|trip|exchange|pen pal|penpal|thank you|christmas|birthday|in the story|the character|the book|the poem|the play|the film|homework|essay|history|project|lesson|physics|science|experiment|egg drop|parachute|bungee|skydive|skydiving|diving board|the pool|swimming|trampoline|climbing|the view|fireworks|photos|pictures|selfie|the doctor|prescribed)\b/ }),

  // self-harm: cigarettes put out on the skin, "addicted to cutting", blades kept "for cutting" or found,
  // the head hit against a wall when upset
  rule('gen.selfharm-kept', 'urgent', 'selfharm', [
    `(?:put|putting|puts|stub|stubbed|stubbing) (?:out )?(?:a |my |)(?:cigarettes?|cigs?|a lit cigarette)(?: out)? on my (?:${BODY}|skin|scalp|neck)`,
    `(?:addicted to|hooked on|obsessed with) (?:cutting|selfharm|selfharming|sh|hurting myself|burning myself|harming myself)(?! (?:videos?|asmr|soap|cake|hair|clips|tiktoks|content|sand|slime|kinetic)\\b)`,
    `(?:blade|blades|razor|razors|sharpeners)(?: [a-z]+){0,5} (?:for cutting|to cut with|to cut myself|for when i cut|for sh|for selfharm|for selfharming)`,
    `(?:found|find|took|confiscated|threw away|binned|hid|hide|new|more) my (?:blades|razor blades|sh blades|sh kit|selfharm kit|sh box)`,
    `${I}(?:headbutt|headbutted|headbutting|bang my head|banged my head|banging my head|hit my head|smash my head|smashed my head) (?:on |against |into |)(?:the |a |my )?(?:wall|walls|floor|door|desk|mirror)(?: [a-z]+){0,2} (?:when|whenever|every time|because|until|till|on purpose)(?= )`,
  ], { keys: words_('cigarette cigarettes cig cigs addicted hooked obsessed blade blades razor razors sharpeners wall walls floor door desk mirror'),
     unless: /\b(?:by accident|accidentally|skate|skates|skating|ice|hockey|rollerblades|shaving my legs|dt|wood|craft|lesson|pshe|project|essay|the character|in the book|in the story|game|minecraft|fortnite|roblox|what is|why do people|nicotine|vape|vaping|smoking|quit|stop smoking|addicted to (?:my phone|tiktok|games|sugar))\b/ }),

  // abuse: tied to something, forced sex by anyone, the student and a sibling both hurt, a hand put on heat
  rule('gen.abuse-acts', 'urgent', 'abuse', [
    `${ACTOR}(?: [a-z]+){0,1} (?:tied|ties|tie|tying) me (?:to|up)`,
    `(?:forced|forces|force|made|makes|pressured|pressures|raped) me (?:to )?(?:have sex|do sexual (?:things|stuff)|perform sexual|give (?:him|her) (?:a )?(?:blowjob|head)|sleep with (?:him|her|them))`,
    `${NOT_PEER}${FAMILY} (?:${ADV}|keeps |keep |has been |)(?:${HARM_ING}|${HARM_PRESENT}|${HARM_PAST}) (?:my (?:little |baby |big |younger |older )?(?:sister|brother|sisters|brothers|siblings|mum) and me|me and my (?:little |baby |big |younger |older )?(?:sister|brother|sisters|brothers|siblings|mum))`,
    `${ACTOR}(?: [a-z]+){0,2} (?:put|puts|held|holds|pushed|pushes|pressed|presses|forced|forces) my (?:hand|hands|arm|arms|face|head|fingers) (?:on|onto|in|into|under|against|over) (?:the )?(?:stove|hob|cooker|oven|iron|fire|kettle|hot water|boiling water|toilet|bath|radiator|candle|lighter)`,
  ], { keys: words_('tied ties tie tying sex sexual blowjob head sleep me hand hands arm arms face fingers'),
     gameSensitive: true,
     unless: /\b(?:in the book|the character|the story|the poem|the novel|the play|the film|history|what if|hypothetically|what should (?:i|you) do if|shoelaces|shoe laces|my hair|to cool|cold water|first aid|by accident|accidentally|wrestling|tug of war|three legged|lol)\b/ }),

  // neglect: a parent always out or asleep while the student feeds siblings or finds food; left somewhere
  // and not come back; nobody answering for days
  rule('gen.neglect-absent', 'urgent', 'abuse', [
    `(?:look after|looking after|feed|feeding|find|finding|get|getting|make|making|cook|cooking) (?:my own (?:food|dinner|meals|tea)|my (?:little |baby |younger )?(?:brother|sister|brothers|sisters|siblings))(?: [a-z]+){0,4} (?:because|cos|since|as|while|when) (?:${ACTOR}|mums|dads)(?: is| are| has|s)? (?:always|never|hardly ever|usually) (?:out|home|there|around|awake|sober|drunk|asleep)`,
    `(?:look after|looking after|feed|feeding|find|finding|get|getting|make|making|cook|cooking) (?:my own (?:food|dinner|meals|tea)|my (?:little |baby |younger )?(?:brother|sister|brothers|sisters|siblings))(?: [a-z]+){0,4} (?:because|cos|since|as|while|when) (?:${ACTOR}|mums|dads) (?:sleeps|sleep|is asleep|stays in bed|is in bed|lies in bed|drinks) (?:all day|all the time|every day)`,
    `${ACTOR}(?: [a-z]+){0,3} (?:left|dropped|abandoned) (?:me|us)(?: [a-z]+){0,5} (?:and|but) (?:has not|have not|never|did not|still has not|still not) (?:come|came|been) back`,
    `(?:no ones|no one is|no one has been|nobody is|nobody has been|nobodys) (?:answering|picking up|replying|home|here|around|back)(?: [a-z]+){0,4} (?:it has been|its been|it is been|for|in) (?:${DAYS})`,
  ], { keys: words_('always never hardly usually sleeps sleep asleep bed drinks left dropped abandoned answering picking replying home here around back'),
     unless: /\b(?:party|trip|picnic|holiday|sleepover|camp|camping|festival|at work|works (?:late|nights)|night shift|shifts|hospital|in the book|the character|the story|the novel|the play|history|game|minecraft|roblox|sims|dog|cat|hamster|pet|lol|for an hour|for a bit|is that normal|my phone|the school run|nursery|childminder|email|emailed|emails|the school phone|the office|reception|customer|support|the shop|my message|my messages|my application|my order)\b/ }),

  // grooming: a role adult's secrecy or touch, whatever words stand between
  rule('gen.grooming-role', 'urgent', 'grooming', [
    `(?:teacher|coach|tutor|instructor|youth leader|scout leader|leader|neighbour|priest|driver|lodger|landlord|uncle|stepdad|grandad|babysitter|his number|older (?:man|guy|boy))(?: [a-z]+){0,14} ${SECRECY}`,
    `(?:teacher|coach|tutor|instructor|leader|neighbour|priest|driver|lodger|landlord|uncle|stepdad|grandad|babysitter) (?:${ADV}|keeps |always |)(?:touches|touched|strokes|stroked|gropes|groped|rubs|rubbed|feels|felt) me(?! on the (?:shoulder|arm|back|head)| to | by accident| accidentally| up on| out)`,
  ], { keys: words_('secret tell delete between touches touched strokes stroked gropes groped rubs rubbed feels felt'),
     guarded: false,
     unless: /\b(?:surprise|party|present|birthday|christmas|secret santa|quiz|the answer|answers|test|exam|the score|recipe|tag|high five|game|games|football|rugby|netball|training|practice|in the book|the character|the story|the film|the play|history|what if|if someone|what should you do|signs of|grooming|pshe|lesson)\b/ }),

  // a kiss from an adult in a role is grooming after sport as much as anywhere (a relative's kiss on the cheek is not)
  rule('gen.grooming-kiss', 'urgent', 'grooming', [
    `(?:teacher|coach|tutor|instructor|leader|neighbour|priest|driver|lodger|landlord|stepdad|babysitter) (?:${ADV}|keeps |always |)(?:kisses|kissed|snogs|snogged) me(?! (?:on the (?:cheek|head|forehead|hand)|goodbye|good night|goodnight|hello|in the (?:play|film|story|book)))`,
  ], { keys: words_('kisses kissed snogs snogged'), guarded: false,
     unless: /\b(?:in the book|the character|the story|the film|the play|history|what if|if someone|what should you do|signs of|grooming|pshe|lesson|my (?:mum|dad|parents|grandma|nan) (?:is|was|were) (?:there|with))\b/ }),

  // eating: calories named "for days", one meal every few days
  rule('gen.eating-days', 'urgent', 'eating', [
    `(?:on|eating|ate|had|having|eaten) (?:0|zero|[1-9][0-9]{0,2}) (?:calories|cals|kcal)(?: a day| per day| daily)?(?: [a-z]+){0,2} (?:for|in|since) ${DAYS}`,
    `(?:eat|eating|ate|have|having|had|allow myself) (?:only )?(?:one|1|a single) (?:meal|thing|snack) (?:every|each|in) (?:[2-9]|two|three|four|five|few|other|couple of) days`,
  ], { keys: words_('calories cals kcal meal thing snack'),
     unless: /\b(?:ramadan|yom kippur|lent|operation|surgery|the doctor said|for my religion|in the story|the character|history|famine|holocaust|war|my dog|my cat|hamster|fish|snake|tortoise|pet)\b/ }),

  // (development batch 12) suicide: a place checked "high enough", a count of pills "enough", pills
  // counted, pills got or stolen "to end it", a death or suicide planned, a commitment to "make it happen"
  rule('gen.suicide-plan', 'urgent', 'suicide', [
    `(?:${HIGH_PLACE}|floor|drop|fall)(?: [a-z]+){0,2} (?:is|would be|will be|was) (?:high|tall|far|big) enough`,
    `(?:[1-9][0-9]+|twenty|thirty|forty|fifty|a hundred|all (?:of )?(?:my|the|these|those)) (?:${PILLS}) (?:is|are|would be|will be) enough(?! for (?:a|my|the) (?:headache|cold|fever|period|day|week|month|trip|holiday))`,
    `(?:is|are|would|will) (?:[1-9][0-9]+|twenty|thirty|forty|fifty|a hundred|all (?:of )?(?:my|the|these|those)) (?:${PILLS}) (?:be )?enough(?! for (?:a|my|the) (?:headache|cold|fever|period|day|week|month|trip|holiday))`,
    `${I}(?:am |have been |)(?:counting|counted|count) (?:out )?(?:my|the|all my|all the|all of my) (?:${PILLS})`,
    `(?:took|take|stole|steal|nicked|nick|got|get|bought|buy|saved|save|hid|hide|kept|keep) (?:my |the |some |all the |all of the |)(?:[a-z]+s )?(?:${PILLS}) (?:to (?:end it|end things|die|kill myself|end my life|overdose)|so i (?:can|could|will) (?:die|end it))`,
    `(?:planned|planning|plan|planned out|planning out|plotting|plotted) (?:out )?my (?:own )?(?:death|suicide|exit|funeral)`,
  ], { keys: words_('enough counting counted count end things die kill overdose planned planning plan plotting plotted'),
     gameSensitive: true, guarded: false,
     unless: /\b(?:the doctor|prescribed|the pharmacy|chemist|nurse|for (?:school|the trip|my holiday|holiday)|dosage|homework|essay|the character|the story|the book|the play|history|physics|science|experiment|egg drop|parachute|bungee|the view|fireworks|for a photo|a party|birthday party)\b/ }),

  // self-harm: skin pierced with a needle or pin, an implement "used on my arm"
  rule('gen.selfharm-pierce', 'urgent', 'selfharm', [
    `${I}(?:pierced|pierce|pricked|prick|stabbed|stab|jabbed|jab|poked|poke)(?: [a-z]+){0,1} (?:myself|my (?:own )?(?:${BODY}|skin)) (?:with|using) (?:a |the |my |some )?(?:needle|needles|pin|pins|compass|safety pin|blade|knife|scissors|pen|pencil|glass)`,
    `(?:used|use|using) (?:it|them|the blade|the razor|a blade|a razor|my blade|the knife|a knife|the compass|scissors) on (?:myself|my (?:own )?${BODY}|my skin)`,
  ], { keys: words_('pierced pierce pricked prick stabbed stab jabbed jab poked poke used use using'),
     unless: /\b(?:sewing|knitting|blood test|diabetes|diabetic|insulin|finger prick|the nurse|the doctor|vaccine|injection|ear piercing|piercing|by accident|accidentally|cooking|dt|craft|art|the character|in the story|in the book|game|minecraft|fortnite|roblox|splinter|blister)\b/ }),

  // abuse: a threat to slit the throat or break a limb; made to shower or bathe with an adult
  rule('gen.abuse-threat', 'urgent', 'abuse', [
    `(?:threatened|threatens|threatening|threaten|said (?:he|she|they) would|says (?:he|she|they) will|said (?:he|she|they) will) (?:to )?(?:slit|cut|break|smash|snap|stab|burn) my (?:throat|neck|arms?|legs?|face|head|jaw|fingers)`,
    `${ACTOR}(?: [a-z]+){0,2} (?:makes|made|forces|forced|tells|told|wants|wanted) me (?:to )?(?:shower|bath|bathe|get in the (?:shower|bath)|sleep naked|get undressed|undress) (?:with|in front of) (?:him|her|them)`,
  ], { keys: words_('throat neck arm arms leg legs face head jaw fingers shower bath bathe naked undressed undress'),
     gameSensitive: true,
     unless: /\b(?:in the book|the character|the story|the poem|the novel|the play|the film|history|lol|what if|hypothetically|my baby (?:brother|sister)|swimming|the pool)\b/ }),

  // eating: weight lost fast by starving or purging
  rule('gen.eating-loss', 'urgent', 'eating', [
    `(?:lost|dropped|losing|have lost) (?:[0-9]+ ?(?:kg|kgs|kilos|pounds|lbs|stone)|so much weight|loads of weight|a lot of weight)(?: [a-z0-9]+){0,4} (?:by|from) (?:starving|not eating|purging|skipping meals|throwing up|making myself sick|restricting|barely eating|only drinking water)`,
  ], { keys: words_('lost dropped losing'),
     unless: /\b(?:ramadan|illness|ill|bug|virus|flu|covid|cancer|chemo|surgery|operation|the doctor|in the story|the character|history)\b/ }),

  // (development batch 13) suicide: a way to die asked "for me", walking into water or a vehicle on
  // purpose, a means readied "for when i do it", a death that "will not be an accident", not alive by a
  // named time, the pills looked up and "i have enough", pills or drink to be taken "all" or "both"
  rule('gen.suicide-way', 'urgent', 'suicide', [
    `(?:painless|painfree|easiest|quickest|fastest|best|quick|easy|quiet|peaceful|surest|simplest|least painful|cleanest) (?:way|ways|method|methods) (?:for me|for myself|i (?:could|can|should)) (?:to )?(?:die|kill myself|end my life|end it|overdose|go)(?! [a-z]+ (?:game|minecraft))`,
    `(?:walk|walking|walked|swim|swimming|swam|wade|wading|waded) (?:out )?into (?:the |a )?(?:sea|river|lake|canal|reservoir|water)(?: [a-z]+){0,4} (?:until|till) (?:i|my head)(?: [a-z]+){0,3} (?:cannot|can not|could not|go under|drown|stop|under)`,
    `(?:ride|riding|rode|cycle|cycling|drive|driving|drove|walk|walking|walked|run|running|ran|step|stepping|stepped|throw myself|swerve|swerving|steer|steering)(?: my (?:bike|scooter|car))? (?:into|in front of|under) (?:a|the|an|some|oncoming) (?:lorry|truck|bus|car|train|traffic|van|tram)(?: [a-z]+){0,2} (?:on purpose|deliberately|so (?:it|i|that it) (?:ends|kills me|is over)|to (?:die|end it|kill myself))`,
    `(?:knot|noose|rope|belt|pills|tablets|blade|razor|note|letter|letters|bridge|bleach|poison|gun|vodka)(?: [a-z]+){0,6} (?:for|ready for|ready|until|before) (?:when|the day|the night|the time) i (?:finally |actually |eventually |really )?(?:do it|go through with it|kill myself|end it|end things|need (?:it|them)|am ready)`,
    `(?:if|when) i (?:die|am found dead|do not wake up|am dead|am gone)(?: [a-z]+){0,3} (?:it )?(?:will not|would not|was not|is not|will never) (?:be )?(?:an|a) accident`,
    `${I}will not be alive (?:by|at|for|after|on|next|in) (?:christmas|easter|my birthday|the summer|summer|the holidays|new year|the end of (?:the )?(?:week|month|year|term)|next (?:week|month|year|term)|monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend|the morning|morning|tomorrow|then|a (?:week|month)|[a-z]+ (?:days|weeks)|[0-9]+ (?:days|weeks))`,
    `how (?:many|much)(?: [a-z]+){0,2} (?:${PILLS})(?: [a-z]+){0,4} (?:it takes|it would take|would take|would kill|to die|is lethal|is deadly|kills you)(?: [a-z]+){0,3} i (?:have|have got|got|already have|now have) (?:enough|that many|more than that|more than enough|way more)`,
    `(?:${PILLS}|vodka|alcohol|bleach)(?: [a-z]+){0,12} (?:i am going to|going to|i will|i am gonna|gonna|i want to|i plan to|i am about to) (?:take|swallow|down|neck|drink) (?:them|it|the lot|everything) (?:all|both|at once|together|in one go)(?! (?:to|back|round|over|with|for) )`,
    `${I}(?:${DESIRE}|will) ${ADV}(?:take|have|do) (?:an|another) overdose`,
    `${I}(?:${DESIRE}|will) ${ADV}end my (?:existence|own existence|time on earth|time here)`,
    `${I}(?:almost|nearly|tried to|was going to|wanted to|want to|am going to|was about to|am about to) (?:jump|jumped|throw myself|threw myself) (?:out of|from|off) (?:my|the|a) (?:bedroom |classroom |school |flat |upstairs |)(?:window|balcony)`,
    `(?:the voices?|voices in my head|a voice|my head|my mind|my brain)(?: [a-z]+){0,3} (?:tell|tells|telling|told|keep telling|keeps telling|is telling|are telling) me to (?:jump|die|kill myself|hurt myself|cut|cut myself|end it|hang myself|stab myself|take the pills|walk into)`,
    `(?:not|no longer) (?:scared|afraid|frightened) (?:of|to) (?:dying|death|die)(?: anymore| any more)? (?:i )?(?:want to|am going to|will|am ready to|plan to) (?:go|do it|die|end it)(?: [a-z]+){0,1}(?= \\.|$| tonight| tomorrow| today| soon| now)`,
    `${I}(?:have got|got|took|have taken|taken|have) (?:my (?:dads|mums|grandads|uncles|stepdads) |the |a )?(?:gun|rifle|shotgun|pistol) out(?: [a-z]+){0,6} (?:i am|and i am|am) (?:sitting|holding|looking at|staring at|lying) (?:with )?it`,
  ], { keys: words_('way ways method methods sea river lake canal reservoir water lorry truck bus car train traffic van tram when day night time accident alive enough all both once together lot overdose existence earth here window balcony tell tells telling told dying death die gun rifle shotgun pistol many much bleach poison vodka'),
     gameSensitive: true,
     unless: /\b(?:game|minecraft|fortnite|roblox|respawn|sims|in the story|the character|the book|the poem|the play|the film|homework|essay|history|lesson|project|swimming lesson|paddling|to cool off|holiday|beach|surfing|surf|the doctor|prescribed|hay fever|headache|period pain|vitamins|antibiotics|cold|flu|the bus came|to school|to my (?:nans|grandmas|dads|mums)|alarm|spider|spiders|wasp|bang|jump scare|scared me|fright|frightened me|shock|shocked|surprise|my skin|lol|lmao)\b/ }),
  // a question about dying by a method, asked "for me"
  rule('gen.suicide-ask', 'urgent', 'suicide', [
    `(?:is it|would it be|how) (?:painless|painful|quick|peaceful|easy|fast)(?: [a-z]+){0,1} to die (?:from|by|of|if|with|in)`,
    `(?:does it|would it|will it) hurt to die (?:from|by|of|if|with|in)`,
  ], { keys: words_('die'), requires: /\b(?:asking for (?:me|myself)|(?:its|it is|this is) for me|for me(?= \.|$))\b/, otherwise: 'none',
     unless: /\b(?:game|minecraft|fortnite|roblox|in the story|the character|the book|the poem|the play|the film|homework|essay|history|lesson|project|my (?:dog|cat|hamster|fish|pet|nan|grandma|grandad))\b/ }),
  // an inner voice ("my head keeps telling me to") is the student's own thought, never a reported frame:
  // index.ts reads it so (INNER_VOICE)

  // self-harm: a blade taken out of a sharpener or razor (the usual first step), "i sh and ..."
  rule('gen.selfharm-blade', 'urgent', 'selfharm', [
    `(?:took|take|taking|got|get|getting|broke|break|breaking|broken|snapped|snap|pulled|pull|popped|pop|unscrewed|unscrew|prised|removed|remove|smashed) (?:the |a |my |some |)(?:blade|blades) out of (?:a |my |the |his |her |another |)(?:pencil |)(?:sharpener|sharpeners|razor|razors|shaver)`,
    `${I}(?:selfharm|sh|cut|cut myself)(?= and (?:no one|nobody|my (?:mum|dad|parents|family|friends)|i|they)| but (?:no one|nobody|my|i))`,
  ], { keys: words_('blade blades sh selfharm cut'),
     unless: /\b(?:dt|design and technology|craft|crafts|model|art|the teacher said|by accident|accidentally|shaving|my dad shaves|replace|replacing|new blades|lesson|pshe|essay|the character|in the book|in the story|game|minecraft|fortnite|roblox)\b/ }),

  // abuse: an adult in a role touching the student somewhere private or unseen (sport is no excuse there);
  // "there is no food" while a parent sleeps or drinks all day
  rule('gen.abuse-role-touch', 'urgent', 'abuse', [
    `(?:teacher|coach|tutor|instructor|leader|neighbour|priest|driver|lodger|landlord|uncle|stepdad|grandad|babysitter|mums friend|dads friend|mums boyfriend|dads girlfriend)(?: [a-z]+){0,1} (?:${ADV}|keeps |always |)(?:touches|touched|strokes|stroked|gropes|groped|rubs|rubbed|feels|felt|grabs|grabbed) (?:me|my (?:bum|butt|chest|boobs|privates|private parts|legs?|thighs?))(?: [a-z]+){0,2} (?:in the (?:changing rooms?|showers?|toilets?|bathroom|dark|car|van|office|store cupboard|tent|bed)|when (?:no one|nobody|no one else) is (?:looking|around|there|watching)|where|in places|in a (?:weird|bad|funny|wrong|private|sexual) way|inappropriately|under my|between my|down there|on my (?:bum|butt|chest|boobs|privates|private parts|thighs?))`,
    `(?:there is|there is never|we have|we have got|we never have) (?:no|not any|never any) food(?: [a-z]+){0,6} (?:${ACTOR}|mums|dads) (?:just |only |)(?:sleeps|stays in bed|lies in bed|drinks|is asleep|is drunk|is high|is out|is never home|is always out|is always drunk)(?: [a-z]+){0,1} (?:all day|all the time|every day|constantly|all night|all week)`,
  ], { keys: words_('touches touched strokes stroked gropes groped rubs rubbed feels felt grabs grabbed food'),
     guarded: false,
     unless: /\b(?:in the book|the character|the story|the film|the play|history|what if|if someone|what should you do|signs of|grooming|pshe|lesson|by accident|accidentally|tag|fasting|ramadan|shopping|the shops|takeaway|lol)\b/ }),

  // grooming: a ticket bought or paid for to visit, talk of sex or his body from an adult or online
  // contact, an adult's age with secrecy, an adult who "wants to touch me"
  rule('gen.grooming-adult', 'urgent', 'grooming', [
    `(?:send|sends|sent|sending|give|gives|gave|giving|pay for|pays for|paid for|paying for|buy|buys|bought|buying|book|booked|booking|get|gets|got|getting) me (?:a |the |my |)(?:bus|train|coach|plane|taxi|uber) (?:ticket|tickets|fare|money)(?: [a-z]+){0,4} (?:to (?:come|go|meet|see|visit|stay)|so i (?:can|could) (?:come|meet|see|visit|stay))`,
    `${ADULT_OR_ONLINE}(?: [a-z]+){0,6} (?:talks|talking|talked|keeps talking|chats|chatting|texts|texting|messages|messaging|keeps messaging) (?:to me |with me |me |)about (?:sex|sexual (?:stuff|things)|what (?:he|she|they) (?:wants|want|would like) to do (?:to|with) me|my body)`,
    `(?:sends|sent|keeps sending|sending|showed|shows|showing) me (?:pics|pictures|photos|videos|a pic|a picture|a photo|a video) of (?:his|her) (?:privates|private parts|dick|willy|penis|thing|naked body)`,
    `(?:sends|sent|keeps sending|sending|showed|shows|showing) me (?:pics|pictures|photos|videos|a pic|a picture|a photo|a video) of (?:himself|herself)(?: [a-z]+){0,4}`,
    `(?:(?:he|she|they) is (?:1[89]|[2-9][0-9])(?![0-9])|(?:1[89]|[2-9][0-9]) ?(?:year old|years old|yo|yr old|yrs old)|in (?:his|her) (?:20s|30s|40s|twenties|thirties|forties)|grown (?:man|woman)|older (?:man|guy|woman))(?: [a-z]+){0,12} ${SECRECY}`,
    `(?:mums friend|dads friend|mums boyfriend|uncle|stepdad|grandad|teacher|coach|tutor|neighbour|lodger|man|guy|older|adult|grown up|grownup|stranger|(?:1[89]|[2-9][0-9]) ?(?:year old|years old|yo))(?: [a-z]+){0,8} (?:wants|wanted|would like|says he wants|said he wants|said he wanted|keeps saying he wants|says she wants) to (?:touch|feel|see) (?:me|my body|me naked)(?! on the (?:shoulder|arm|back|head)| to | for | at | play| in (?:the )?(?:match|game|play|concert))`,
  ], { keys: words_('ticket tickets fare money sex sexual body privates private dick willy penis thing naked himself herself secret tell delete between touch feel see'),
     requires: /\b(?:online|snap|snapchat|discord|roblox|instagram|insta|tiktok|whatsapp|kik|omegle|telegram|man|guy|older|adult|grown|stranger|(?:1[89]|[2-9][0-9])|twenties|thirties|forties|20s|30s|40s|friend|uncle|stepdad|grandad|teacher|coach|tutor|neighbour|lodger|boyfriend|naked|privates|private parts|dick|willy|penis|sex)\b/,
     otherwise: 'concern',
     guarded: false,
     unless: /\b(?:what if|if someone|if somebody|if a (?:man|stranger|person|guy)|if an adult|hypothetically|imagine|surprise|party|birthday|present|christmas|secret santa|quiz|the answer|answers|test|exam|in the book|the character|the story|the film|the play|history|pshe|lesson|sex education|sex ed|biology|signs of|grooming|what should you do|holiday|on holiday|at the beach|his dog|his cat|his car|his new|my (?:mum|dad|grandma|nan|aunt|auntie) (?:and|is|was|bought|booked|paid)|family|school trip|to my (?:nans|grandmas|dads|mums|aunties))\b/ }),

  // threats: a bomb or weapon already made or got, "to use at school" or on someone
  rule('gen.threat-use', 'urgent', 'threat', [
    `${I}(?:made|built|have made|have built|have|have got|got|bought|found|stole|took) (?:a |an |some |my dads |my mums |the |)(?:bomb|pipe bomb|explosive|explosives|gun|knife|knives|blade|machete)(?: [a-z]+){0,8} (?:i am|i will|am|i|and i am|and i will) (?:going to |gonna |)(?:use|set off|bring|take|pull) (?:it|them)(?: [a-z]+){0,1} (?:at|in|on|to|into) (?:school|class|the school|assembly|${PEOPLE_OBJECT})`,
  ], { keys: words_('bomb explosive explosives gun knife knives blade machete'),
     gameSensitive: true, guarded: false,
     unless: new RegExp(`\\b(?:what if|hypothetically|imagine|what happens if|is it illegal|lol|lmao|haha|jk|joking|kidding|in the story|the character|the book|the play|history|chemistry|science|experiment|bath bomb|food tech|cooking|recipe|dt|craft|art|project|water gun|nerf|toy|cake|bread|butter)\\b|${COULD_HYPERBOLE.source}`) }),

  // eating: only water drunk for days, in any tense
  rule('gen.eating-water', 'urgent', 'eating', [
    `${I}(?:have been |have |been |am |)(?:only |just |)(?:drink|drinks|drank|drinking|have|had|having|live on|living on|lived on|survive on|survived on|am living on|am surviving on) (?:only |just |nothing but |)(?:water|black coffee|diet coke|tea|gum)(?: [a-z]+){0,3} (?:for|in) (?:${DAYS}|a week|all week|a week at a time|days at a time)`,
  ], { keys: words_('water coffee coke tea gum'),
     unless: /\b(?:ramadan|yom kippur|lent|operation|surgery|the doctor said|for my religion|in the story|the character|history|famine|holocaust|war|camping|dofe|expedition|hike|hiking|detox|the kettle|my dog|my cat|hamster|fish|plant|plants|pet)\b/ }),

  // (development batch 14) suicide: a method asked as "what would happen if i took all ...", "ending it"
  // on a named day, "how easy it would be to end it", six feet under, no more breathing, oneself put in
  // front of a train, the pills in hand, "i am taking all my pills", suicide "my only option", a
  // hypothetical with a time ("if i kill myself tonight"), no life past a time and a plan
  rule('gen.suicide-now', 'urgent', 'suicide', [
    `what (?:would|will|could) happen if i (?:took|take|swallowed|swallow|ate|downed|necked|drank) ${PILL_QTY}${g(3)} (?:${PILLS})`,
    `${I}(?:am|will be|am going to be) (?:ending it|ending it all|ending my life|ending things|killing myself)(?= on | this | tonight| tomorrow| today| soon| after| before| when| next| at | \\.|$)`,
    `(?:thinking|thought|think) (?:about|of) how (?:easy|simple|quick|nice|good|peaceful) it (?:would|will|could) be to (?:end it|end it all|die|kill myself|end my life|end things|not wake up|jump)`,
    `${I}${STRONG_DESIRE} ${ADV}(?:be six feet under|be in the ground|be in a coffin|be in my grave|stop breathing(?= \\.|$| forever| for good| and| now| tonight)|never breathe again|stop my heart)`,
    `${I}(?:${DESIRE}|will) ${ADV}(?:put|throw|lay|lie|place) myself (?:in front of|under) (?:a|the) ${VEHICLE}`,
    `${I}(?:have|am holding|hold|have got|got) (?:the|my|all the|all my|a handful of|all of my) (?:${PILLS}) (?:in my hand|in my hands|in front of me|lined up|counted out|out on my (?:bed|desk))`,
    `${I}am (?:taking|swallowing|downing|necking) ${PILL_QTY}${g(3)} (?:${PILLS})(?= tonight| tomorrow| today| now| when| after| at once| in one go| and| \\.|$)`,
    `(?:suicide|killing myself|ending it|ending my life|dying|death|to die|to kill myself|to end it) (?:is|seems|feels|looks)(?: like)? (?:my|the) (?:only|best|last) (?:option|way out|way|answer|choice|solution|escape)(?! for (?:him|her|them|romeo|juliet|the character))`,
    `if i (?:kill myself|killed myself|end it|ended it|end my life|die|died|took my life|take my life) (?:tonight|tomorrow|today|this weekend|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))`,
    `cannot see myself (?:living|being alive|being here|surviving|making it) (?:past|after|beyond|to|until)(?: [a-z0-9]+){0,3} i (?:have|have got|made) (?:a|the|my) plan`,
    `(?:it would|it will|would it|will it|does it|it does) (?:hurt|be painful) (?:if|when) (?:i|you) (?:jumped|jump|hanged|hung|overdosed|drowned) (?:off|from|myself|yourself|in|on)?`,
    `(?:take|swallow|down|neck|taking|swallowing) (?:the|a) whole (?:box|bottle|pack|packet|strip)(?= \\.|$| tonight| tomorrow| when| after| at once| in one go| and not)`,
  ], { keys: words_('happen ending killing easy simple quick nice good peaceful six ground coffin grave breathing breathe heart myself hand hands front lined counted out taking swallowing downing necking only best last tonight tomorrow today weekend monday tuesday wednesday thursday friday saturday sunday plan hurt painful whole'),
     gameSensitive: true,
     unless: /\b(?:game|minecraft|fortnite|roblox|respawn|sims|in the story|the character|the book|the poem|the play|the film|the novel|romeo|juliet|homework|essay|history|lesson|project|the doctor|prescribed|like (?:i am|im) supposed to|as prescribed|course of|antibiotics|hay fever|headache|period pain|vitamins|cold|flu|chocolates?|sweets|biscuits|cereal|crisps|tissues|lol|lmao|breath|underwater|swimming|yoga)\b/ }),

  // self-harm: bleeding "from where i cut", "a cut i did on my wrist", self-harm as the only thing that
  // helps, a knife or blade with a word before it used on the body, "been selfharming again"
  rule('gen.selfharm-where', 'urgent', 'selfharm', [
    `(?:bleeding|bled|bleeds|stinging|stings|infected|scarring)(?: [a-z]+){0,3} (?:from )?where i (?:cut|scratched|sliced|burned|burnt|carved|stabbed|slashed)(?: it| myself| them| my [a-z]+)?(?! (?:on|by|when|while|with a paper|shaving|cooking))`,
    `(?:a |the |my )?(?:cut|cuts|burn|burns|wound|wounds|scratch|scratches) (?:i|that i) (?:did|made|gave myself|put) (?:on|in|to) my (?:${BODY}|skin)`,
    `(?:selfharm|sh|cutting|cutting myself|hurting myself|burning myself|harming myself) (?:is|was|has been|feels like) (?:the only|my only) (?:thing|way|option)`,
    `the only (?:thing|way) (?:that )?(?:helps|works|calms me|i can cope|to cope|makes me feel better)(?: [a-z]+){0,2} (?:is|was) (?:selfharm|sh|cutting|cutting myself|hurting myself|burning myself)`,
    `(?:used|use|using) (?:a|the|my|some|his|her|mums|dads|my dads|my mums) (?:[a-z]+ )?(?:knife|blade|razor|compass|scissors|lighter|pin|needle|glass) on (?:myself|my (?:own )?${BODY}|my skin)`,
    `\\. (?:been|have been|i have been|i been) (?:selfharming|cutting|cutting myself|hurting myself|burning myself) again`,
  ], { keys: words_('bleeding bled bleeds stinging stings infected scarring cut cuts burn burns wound wounds scratch scratches selfharm sh cutting hurting burning harming only used use using selfharming'),
     unless: /\b(?:by accident|accidentally|cooking|chopping|shaving|surgery|operation|first aid|the nurse|the doctor|stitches from|fell|falling|football|rugby|bike|skate|cat|kitten|dog|game|minecraft|fortnite|roblox|what is|why do people|lesson|pshe|project|essay|the character|in the book|in the story|dt|craft|wood|cardboard|fabric|art|pumpkin|plant|hair|nails?|paper)\b/ }),

  // abuse: something thrown at the head that cut or bruised
  rule('gen.abuse-thrown', 'urgent', 'abuse', [
    `${NOT_SIBLING}${ACTOR}(?: [a-z]+){0,2} (?:threw|throws|hurled|hurls|chucked|chucks|smashed|smashes) (?:a|the|his|her|their|my)(?: [a-z]+){0,2} (?:at|on|over) (?:me|my (?:head|face))(?: [a-z]+){0,4} (?:cut|cuts|bled|bleeding|bruised|bruise|hurt|knocked me|split|broke|black eye|stitches)`,
  ], { keys: words_('threw throws hurled hurls chucked chucks smashed smashes'),
     gameSensitive: true,
     unless: /\b(?:ball|football|snowball|pillow|water balloon|nerf|frisbee|dodgeball|cricket|rounders|by accident|accidentally|in the book|the character|the story|the play|history|what if|lol)\b/ }),

  // neglect: kicked out with nowhere named, no adults home since a day
  rule('gen.neglect-out', 'urgent', 'abuse', [
    `${I}(?:got|was|have been|been|get|keep getting) (?:kicked|thrown|chucked|booted) out(?= \\.|$| and| so| last| yesterday| because| again| by)`,
    `(?:no adults?|no grownups?|no parents?)(?: (?:have been|has been|are|is|were|was|been))? (?:home|at home|back|in the house)(?: [a-z]+){0,1} (?:since|for) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|last (?:night|week|weekend)|the weekend|${DAYS})`,
    `${I}(?:sleep|slept|am sleeping|have been sleeping|have to sleep) (?:in|at) (?:my|a) (?:friends|mates|neighbours) (?:shed|garage|garden|car|tent)`,
  ], { keys: words_('kicked thrown chucked booted adults adult grownups grownup parents parent shed garage garden car tent'),
     unless: /\b(?:class|lesson|lessons|game|games|server|call|chat|group|club|team|match|shop|library|cinema|the bar|party|trip|sleepover|camp|camping|festival|scouts|dofe|holiday|lol|lmao|haha|minecraft|roblox|fortnite|for talking|for laughing|for being late|detention|isolation|of (?:the|a|my|our))\b/ }),

  // grooming: an adult's age with "my boyfriend", a kiss or touch with secrecy, a role adult's touch of
  // the leg, photos "of me in my bra" asked for, a phone given so parents will not see
  rule('gen.grooming-gift', 'urgent', 'grooming', [
    `(?:(?:1[89]|[2-9][0-9]) ?(?:year old|years old|yo|yr old|yrs old)|older|grown|adult)(?: (?:man|guy|woman|boy|girl|lad))? (?:is|s) my (?:boyfriend|girlfriend|partner|bf|gf|lover)`,
    `(?:kissed|kisses|touched|touches|groped|gropes|felt|feels) me(?: on the (?:lips|mouth)| there| under [a-z]+| down there)?(?: [a-z]+){0,4} (?:and|then|but) (?:said|told me|says|tells me|made me promise)(?: [a-z]+){0,2} (?:not to tell|do not tell|to keep (?:it|this) (?:a )?secret|it is (?:our|a) secret|never (?:to )?tell|not tell)`,
    `(?:man|guy|driver|teacher|coach|tutor|instructor|leader|neighbour|priest|lodger|landlord|caretaker|stepdad|uncle|grandad)(?: (?:who|that|at|from|in|on|next) [a-z]+(?: [a-z]+){0,4})? (?:${ADV}|keeps |always |)(?:touches|touched|strokes|stroked|rubs|rubbed|feels|felt|squeezes|squeezed) my (?:leg|legs|thigh|thighs|bum|butt|chest|boobs|privates|private parts|knee|inner thigh)`,
    `(?:wants|wanted|asked|asks|asking|keeps asking|kept asking|begging|begs|pressuring|pressured|wants me to send|asked me to send|wants me to take|asked me to take|told me to send|told me to take)(?: me)?(?: for)?(?: more)? (?:pics|pictures|photos|videos|a pic|a picture|a photo|a video|selfies) of me (?:in my (?:underwear|bra|pants|knickers|bikini|swimsuit|pyjamas|bed|towel)|naked|without (?:my )?clothes|with no clothes|topless|undressed|getting changed|in the (?:shower|bath))`,
    `(?:sent|gave|bought|got|sends|gives|buys) me (?:a |a new |a secret |an old |his old |her old |)(?:phone|sim card|sim|laptop|tablet)(?: [a-z]+){0,3} (?:so|so that) (?:my (?:parents|mum|dad|family)|no one|nobody) (?:will not|would not|cannot|could not|does not|do not|will never|can never) (?:see|know|find out|read|check)`,
  ], { keys: words_('boyfriend girlfriend partner bf gf lover kissed kisses touched touches groped gropes felt feels leg legs thigh thighs bum butt chest boobs privates private knee wants wanted asked asks asking keeps kept begging begs pressuring pressured told phone sim laptop tablet'),
     guarded: false,
     unless: /\b(?:what if|if someone|if somebody|hypothetically|imagine|surprise|party|birthday|present|christmas|secret santa|sweets|chocolate|biscuits?|in the book|the character|the story|the film|the play|history|pshe|lesson|signs of|grooming|what should you do|my (?:mum|dad|parents|grandma|nan|grandad) (?:bought|gave|got|sent)|doctor|nurse|physio|football|rugby|netball|tackle|tag|for (?:the|my) (?:school|passport|profile|yearbook|project))\b/ }),

  // eating: exercise until collapsing to burn what is eaten, an underweight number and more to lose, blood
  // thrown up after purging
  rule('gen.eating-burn', 'urgent', 'eating', [
    `${I}(?:exercise|exercised|run|ran|work out|worked out|train|trained|do sit ups|did sit ups)(?: [a-z]+){0,2} (?:until|till) i (?:collapse|collapsed|faint|fainted|pass out|passed out|black out|blacked out|throw up|threw up|am sick|cannot stand)(?: [a-z]+){0,4} (?:burn|calories|cals|what i eat|everything i eat|lose weight|weight|fat)`,
    `${I}(?:am|weigh|weighed|am only|only weigh) (?:[23][0-9]|4[0-4]) ?(?:kg|kgs|kilos)(?: [a-z]+){0,4} (?:lose more|lose weight|still fat|too fat|want to lose|trying to lose|need to lose|still need to lose|still want to lose|still trying to lose)`,
    `${I}(?:threw up|vomited|puked|coughed up|brought up) blood(?: [a-z]+){0,3} (?:after|from|when) (?:making myself sick|i made myself sick|purging|i purged|throwing up|making myself throw up|making myself vomit)`,
  ], { keys: words_('until till kg kgs kilos blood'),
     unless: /\b(?:ramadan|illness|ill|bug|virus|flu|covid|cancer|chemo|surgery|operation|the doctor said|in the story|the character|history|marathon|race|cross country|pe|training for|coach)\b/ }),

  // (development batch 15) suicide: notes written for the family and a time, a jump into a river, not
  // living past a birthday, the deadliest pills asked for, a plan with despair, a step in front of a train
  // thought about, a last attempt that did not work
  rule('gen.suicide-notes', 'urgent', 'suicide', [
    `(?:written|wrote|writing|finished|left|leaving) (?:the |my |a |some |all the |all my )?(?:notes?|letters?) (?:for|to) (?:my (?:family|mum|dad|parents|friends|sister|brother|nan|grandma)|everyone|them all)(?: [a-z]+){0,6} (?:i am doing it|doing it|i will do it|going to do it|tonight|tomorrow|goodbye|before i go|for when i am gone)`,
    `${I}(?:${DESIRE}|will) ${ADV}jump (?:in|into) (?:the|a) (?:river|canal|sea|lake|reservoir|quarry)(?= \\.|$| tonight| tomorrow| today| after| when| and| so| to| on)`,
    `i (?:am not going to|will not|am not gonna|do not plan to|do not want to|refuse to) (?:live|be alive|survive) (?:past|beyond|to see|until|till|after)`,
    `(?:which|what) (?:${PILLS})(?: [a-z]+){0,2} (?:are|is|would be) (?:the )?(?:most )?(?:deadly|lethal|fatal|likely to kill)`,
    `i (?:have|have got|got|made|have made) (?:a|the|my) plan(?= \\.|$| now| already| and| for (?:it|tonight|tomorrow|how))`,
    `(?:thinking|think|thought|dream|dreaming) (?:about|of) (?:stepping|jumping|throwing myself|walking|lying|falling)(?: off| out)? (?:in front of|under|off) (?:a|the) (?:${VEHICLE}|${HIGH_PLACE}|platform|edge|tracks)`,
    `my (?:last|first|previous|other) (?:attempt|try) (?:did not work|failed|was not enough|went wrong|did not kill me)`,
  ], { keys: words_('notes note letters letter river canal sea lake reservoir quarry live alive survive deadly lethal fatal kill plan stepping jumping throwing walking lying falling attempt try'),
     requires: /\b(?:die|dead|death|kill|killing|suicide|suicidal|end it|ending it|my life|live|living|alive|pills|tablets|rope|noose|jump|jumping|bridge|train|river|attempt|notes?|letters?|goodbye|tonight|tomorrow|bothered|hate my life|no point|give up|over)\b/,
     otherwise: 'none',
     gameSensitive: true,
     unless: /\b(?:game|minecraft|fortnite|roblox|respawn|sims|in the story|the character|the book|the poem|the play|the film|homework|essay|history|lesson|project|revision|revise|exam|test|driving test|business|holiday|trip|moving|move|emigrat[a-z]+|retir[a-z]+|christmas|birthday card|thank you|swim|swimming|hot|summer|mates|friends and i|paddle|paddling|dare|the doctor|prescribed|pshe|health class|science|biology|weekend plans|party|sleepover|for (?:the|my) (?:trip|party|holiday|weekend)|lol|lmao|haha|the age of|age [0-9]+|[0-9]{3})\b/ }),

  // self-harm: running out of places to cut, an act done "to hurt myself"
  rule('gen.selfharm-purpose', 'urgent', 'selfharm', [
    `(?:running out of|run out of|ran out of|no more|not enough|no) (?:places|space|room|skin) (?:left )?(?:to cut|to burn|to hurt|on my ${BODY})`,
    `${I}(?:tied|tie|used|use|put|pressed|press|held|hold|hit|hitting|banged|bang|scratched|scratch|bit|bite|biting|pulled|pull|dug|dig|pinched|pinch|twisted|twist|stuck|pushed|snapped|snap|rubbed|rub)(?: [a-z]+){0,12} (?:on purpose (?:to|so i could|so i would)|to|so i could|so i would|so that i would) (?:hurt|harm|punish|injure|mark) myself`,
  ], { keys: words_('places space room skin myself'),
     unless: /\b(?:not to|never to|trying not|so i do not|so i would not|by accident|accidentally|football|rugby|bike|skate|game|minecraft|fortnite|roblox|lesson|pshe|project|essay|the character|in the book|in the story|dt|craft|paper|hair cut|haircut|garden|wood)\b/ }),

  // abuse: a man in the family climbing into the student's bed at night
  rule('gen.abuse-bed', 'urgent', 'abuse', [
    `(?:my (?:dad|father|stepdad|uncle|grandad|stepbrother|lodger|mums (?:boyfriend|partner|husband|friend)|dads (?:friend|mate))|mums (?:boyfriend|partner|husband|friend))(?: [a-z]+){0,2} (?:climbs|climbed|gets|got|comes|came|sneaks|snuck|crawls|crawled|keeps getting|keeps coming|tries to get) (?:into|in) (?:my bed|bed with me)(?: [a-z]+){0,2} (?:when|while|at night|every night|after|and)`,
  ], { keys: words_('bed'),
     unless: /\b(?:nightmare|nightmares|scared of the|thunder|storm|ill|sick|fever|camping|holiday|hotel|in the book|the character|the story|the play|history|lol)\b/ }),

  // neglect: the student's own dinner because a parent is asleep drunk; nobody home at night
  rule('gen.neglect-night', 'urgent', 'abuse', [
    `(?:make|making|cook|cooking|get|getting|find|finding) (?:my own|our own|my|our) (?:food|dinner|meals|tea|breakfast)(?: [a-z]+){0,4} (?:because|cos|since|as|while|when) (?:${ACTOR}|mums|dads)(?: is| are|s)? (?:always |usually |)(?:asleep drunk|passed out|drunk|high|out of it|wasted|stoned)`,
    `(?:no one|nobody|noone|no adult|no grownup) (?:comes|ever comes|came|is) (?:home|back) (?:at night|all night|until the morning|for days|anymore)`,
  ], { keys: words_('drunk passed high wasted stoned night morning days anymore'),
     unless: /\b(?:night shift|nights|shifts|at work|works|party|trip|holiday|sleepover|camp|festival|in the book|the character|the story|the novel|the play|history|game|lol)\b/ }),

  // grooming: an adult boyfriend, money or robux for the student's body on camera, an adult calling the
  // student hot, running away with an older man, kisses when nobody is around, a role adult's touch
  // however many words stand between
  rule('gen.grooming-offer', 'urgent', 'grooming', [
    `my (?:19|[2-9][0-9]) ?(?:year old|years old|yo|yr old) (?:boyfriend|girlfriend|bf|gf|partner)`,
    `(?:offered|offers|offering|promised|promises|gave|gives|pays|paid|paying|sends|sent|will give|would give) me (?:robux|vbucks|v bucks|money|cash|gift cards?|a gift card|skins|credit|[0-9]+ (?:pounds|quid|dollars|robux))(?: [a-z]+){0,6} (?:if|for|to) (?:i )?(?:show|send|take|do|film|video|pics|pictures|photos|nudes|my body|undress|strip|go on (?:cam|camera))`,
    `(?:teacher|coach|tutor|instructor|leader|neighbour|priest|driver|lodger|landlord|caretaker|man|guy|older|adult|grown)(?: [a-z]+){0,8} (?:saying|says|said|told me|tells me|calls me|called me) (?:i (?:look|am)|you (?:look|are)|my body is|i have a) (?:so |really |very |)(?:hot|sexy|fit|peng|fine|nice body|sexy body)`,
    `(?:asked|asks|wants|wanted|told|begging|begged|keeps asking|kept asking) me to (?:run away|move in|live|elope|go away) with (?:him|her|them)`,
    `(?:kisses|kissed|touches|touched|cuddles|cuddled|hugs|hugged) me when (?:no one|nobody|no one else|my (?:mum|dad|parents)) (?:is|are|was|were|is not|are not|was not|were not) (?:around|looking|there|home|watching|in)`,
    `(?:instructor|teacher|coach|tutor|leader|neighbour|priest|driver|lodger|landlord|caretaker|uncle|stepdad|grandad|man)(?: [a-z]+){0,14} (?:touches|touched|grabs|grabbed|squeezes|squeezed|feels|felt|strokes|stroked|rubs|rubbed|pinches|pinched) my (?:bum|butt|boobs|chest|privates|private parts|crotch|inner thigh)`,
  ], { keys: words_('boyfriend girlfriend bf gf partner robux vbucks money cash gift card cards skins credit pounds quid dollars hot sexy fit peng fine body run move live elope away around looking there home watching bum butt boobs chest privates private crotch thigh'),
     requires: /\b(?:1[89]|[2-9][0-9]|older|adult|grown|man|guy|online|roblox|snapchat|snap|discord|instagram|insta|tiktok|teacher|coach|tutor|instructor|leader|neighbour|priest|driver|lodger|landlord|caretaker|uncle|stepdad|grandad|mate|friend|cam|camera|body|nudes|pics|photos)\b/,
     otherwise: 'concern',
     guarded: false,
     unless: /\b(?:what if|if someone|if somebody|hypothetically|imagine|surprise|party|birthday|christmas|secret santa|in the book|the character|the story|the film|the play|history|pshe|lesson|signs of|grooming|what should you do|doctor|nurse|physio|medical|check up|the weather|chores|pocket money|babysitting|dog walking|car wash|my (?:mum|dad|parents|grandma|nan|grandad) (?:gave|pays|paid|gives))\b/ }),

  // threats: a bomb or weapon "to use on the school" however it was got, a weapon fetched "to get them",
  // beaten "until he bleeds", run over, a face or throat slashed
  rule('gen.threat-harm', 'urgent', 'threat', [
    `(?:bomb|pipe bomb|explosive|explosives|gun|guns)(?: [a-z]+){0,6} (?:i am|i will|i|am|and i am|and i will) (?:going to |gonna |)(?:use|set off|bring|plant) (?:it|them|one)(?: [a-z]+){0,1} (?:at|in|on|to|into) (?:school|the school|my school|class|assembly|${PEOPLE_OBJECT})`,
    `(?:get|grab|take|bring|getting|grabbing|taking|bringing)(?: [a-z]+){0,3} (?:${WEAPON})(?: [a-z]+){0,2} and (?:get|sort|do|deal with|go for|jump|hurt|stab|cut|shoot) (?:them|him|her|those [a-z]+|the [a-z]+)(?= \\.|$| after| at| on| tomorrow| tonight| when| for)`,
    `${I}(?:${DESIRE}|will) ${ADV}(?:beat|punch|hit|kick|hurt|batter|smash|stab|bash) (?:him|her|them|the new [a-z]+|the [a-z]+|that [a-z]+|this [a-z]+|my [a-z]+|[a-z]+) (?:until|till) (?:he|she|they|it) (?:bleeds|bleed|cannot|stops breathing|dies|die|is dead|are dead|passes out|breaks|goes to hospital)`,
    `${I}(?:${DESIRE}|will) ${ADV}(?:run|knock) (?:over|down) (?:the|those|that|this) (?:kids?|boys?|girls?|guys?|people|teachers?|bully|bullies|lads)`,
    `${I}(?:${DESIRE}|will) ${ADV}(?:slash|cut|stab|burn|scar|carve|slit) (?:his|her|their|that [a-z]+s|[a-z]+s) (?:face|throat|neck|eyes?)`,
  ], { keys: words_('bomb explosive explosives gun guns knife knives blade machete weapon weapons pistol rifle shotgun shank axe taser bat hammer crowbar acid petrol screwdriver until till over down face throat neck eye eyes'),
     gameSensitive: true, guarded: false,
     unless: new RegExp(`\\b(?:what if|hypothetically|imagine|what happens if|is it illegal|lol|lmao|haha|jk|joking|kidding|in the story|the character|the book|the play|history|chemistry|science|experiment|bath bomb|food tech|cooking|recipe|dt|craft|art|project|water gun|nerf|toy|cake|bread|butter|cricket|rounders|baseball|softball|pumpkin|wood|fish|chicken|meat|vegetables|the fence|the door)\\b|${COULD_HYPERBOLE.source}`) }),

  // (development batch 16) suicide: pills counted and hidden, a method asked "for tonight", a jump or a
  // drowning in the -ing form; abuse: "forced himself on me", "if i tell anyone he will hurt me", what a
  // mother's ex "used to" do; neglect: a baby minded all night while a parent goes out; grooming: a role
  // adult's meeting in his car, a lap sat on for money; a threat "until she is unconscious"
  rule('gen.suicide-ing', 'urgent', 'suicide', [
    `${I}(?:have|have got|got|kept|keep|hid|have hidden|hidden|stashed|have stashed|saved|have saved) (?:like |about |over |around |)${PILL_QTY}${g(2)} (?:${PILLS}) (?:hidden|saved|stashed|under|in my (?:room|drawer|sock drawer|wardrobe|bag|pillow)|ready|for (?:when|tonight|later))`,
    `(?:jump off|jump from|jumping off|overdose|overdosing|hang|hanging|drown|drowning|bleed out|take all)(?: [a-z]+){0,8} (?:i need to know|need to know|asking) (?:it )?(?:for )?(?:tonight|tomorrow|today|later|when i do it)`,
    `${I}(?:feel like|keep thinking about|want to go|am thinking of|am going) (?:jumping|throwing myself) (?:off|from|in front of|out of) (?:the |a |my |this )?(?:[a-z]+ ){0,5}(?:${HIGH_PLACE}|${VEHICLE}|floor|window|platform)`,
    `${I}(?:tried|have tried|attempted) (?:killing|drowning|hanging|strangling|suffocating|poisoning|overdosing|gassing|stabbing|electrocuting) myself`,
  ], { keys: words_('pills tablets paracetamol tylenol ibuprofen panadol aspirin insulin meds medicine medication xanax antidepressants painkillers codeine acetaminophen morphine know tonight jumping myself'),
     gameSensitive: true,
     unless: /\b(?:game|minecraft|fortnite|roblox|respawn|in the story|the character|the book|the poem|the play|the film|homework|essay|history|lesson|project|science|physics|biology|the doctor|prescribed|hay fever|headache|period pain|vitamins|trampoline|diving|dive|swimming lesson|parkour|bungee|skydiving|lol)\b/ }),
  rule('gen.abuse-used-to', 'urgent', 'abuse', [
    `forced (?:himself|herself|themselves) (?:on|onto) me`,
    `if i (?:tell|told|say anything to|said anything to|tell on him to|tell on her to) (?:anyone|anybody|someone|somebody|a teacher|the teacher|my mum|mum|my dad|the police|you|people)(?: [a-z]+){0,2} (?:he|she|they) (?:will|would|is going to|are going to|said he would|says he will|said she would|says she will) (?:hurt|kill|beat|hit|punish|batter|do it again to) me`,
    `(?:${ACTOR}|my (?:mums|dads) ex|(?:mums|dads) ex)(?: [a-z]+){0,2} used to (?:touch|hit|beat|abuse|hurt|rape|molest|strangle|choke|burn) me`,
    `(?:look after|looking after|mind|minding|babysit|babysitting) my (?:baby|little|younger) (?:brother|sister|brothers|sisters|siblings)(?: [a-z]+){0,2} (?:all night|overnight|every night|till morning|until morning)(?: [a-z]+){0,3} (?:because|cos|while|when) (?:${ACTOR}|mums|dads)(?: [a-z]+){0,1} (?:goes out|go out|is out|are out|goes away|leaves|is at the pub|drinks)`,
  ], { keys: words_('forced tell told say said anything used night overnight morning'), guarded: false,
     unless: /\b(?:in the book|the character|the story|the poem|the novel|the play|the film|history|game|games|football|rugby|training|lol|what if|hypothetically|surprise|party|present|birthday|christmas|grades|report|detention|phone|ground me|grounded|shift|night shift|works nights)\b/ }),
  rule('gen.grooming-car', 'urgent', 'grooming', [
    `(?:teacher|coach|tutor|instructor|leader|neighbour|priest|driver|lodger|landlord|caretaker|man|older|adult|stranger)(?: [a-z]+){0,6} (?:asked|asks|wants|wanted|told|tells|keeps asking) me to (?:meet|come to|go to|get in|get into|sit in|wait in|come in) (?:him|her|his|her)(?: [a-z]+){0,4} (?:in (?:his|her) car|at (?:his|her) (?:house|flat|place)|after dark|at night|where no one)`,
    `(?:neighbour|man|teacher|coach|tutor|instructor|leader|driver|lodger|landlord|caretaker|uncle|mums friend|dads friend|older|stranger)(?: [a-z]+){0,8} (?:sit|sitting|sat) on (?:his|her) (?:lap|knee)`,
    `${I}(?:${DESIRE}|will) ${ADV}(?:punch|beat|hit|kick|batter|smash|strangle|choke) (?:him|her|them|[a-z]+) (?:until|till) (?:he is|she is|they are|hes|shes|he|she|they) (?:unconscious|knocked out|out cold|in hospital|not breathing|cannot move|cannot breathe|stops breathing)`,
  ], { keys: words_('meet come go get sit wait lap knee unconscious knocked cold hospital breathing move breathe'),
     guarded: false,
     unless: /\b(?:what if|if someone|hypothetically|imagine|in the book|the character|the story|the film|the play|history|pshe|lesson|signs of|grooming|what should you do|my (?:mum|dad|parents) (?:is|was|were|will be) there|with my (?:mum|dad|parents|class|friends)|school trip|lift home|parents evening|santa|christmas|baby|toddler|lol|game|boxing|training|sparring)\b/ }),

  // ---- conduct -----------------------------------------------------------------------------------
  rule('conduct.abuse-at-tutor', 'conduct', 'conduct', [
    '(?:fuck|screw|fucking hate) (?:you|u|off|your|this (?:app|bot|ai|tutor|thing|website|shit)|the (?:app|bot|ai|tutor))',
    'i (?:hate|fucking hate) you(?: so much)?(?= \\.|$| bot| ai| tutor| stupid| idiot)',
    `${TUTOR} (?:(?:are|is|re|r) )?(?:(?:such|so|a|an|literally|really|the|biggest|massive|total|complete|fucking|fat|stupid|ugly|absolute|actual|proper|little|big|dirty|just|utter) ){0,3}(?:stupid|dumb|useless|idiot|trash|garbage|shit|shite|crap|rubbish|bitch|retarded|retard|pathetic|loser|joke|worthless|braindead|brain dead|moron|dumbass|dickhead|prick|twat|wanker|cunt|piece of (?:shit|crap|trash|junk))(?! (?:question|answer|mistake|thing i did))`,
    `your (?:(?:such|so|a|an|literally|really|the|biggest|massive|total|complete|fucking|fat|stupid|ugly|absolute|actual|proper|little|big|dirty|just|utter) ){0,3}(?:stupid|dumb|useless|an idiot|idiot|trash|garbage|shit|crap|rubbish|a bitch|retarded|pathetic|a loser|moron|a moron|dumbass|a dick|dickhead|prick|twat|wanker)(?! (?:question|answer|mistake|idea))`,
    '(?:stupid|dumb|useless|shitty|fucking|crappy|bloody|idiot|rubbish|garbage|trash|pathetic|worthless) (?:bot|ai|robot|app|tutor|machine|computer|program|chatbot|website)',
    'shut up(?= \\.|$| you| bot| ai| already| idiot| stupid| dumb| man| lol| fuck)',
    '(?:go to hell|go die|drop dead|die in a fire|kill yourself|go kill yourself|(?:i will|i am going to) (?:kill|destroy|murder) you(?! (?:in|at) (?:[a-z]+ )?(?:mario kart|smash bros|smash|fifa|chess|fortnite|minecraft|roblox|the game|this game|uno|cards|monopoly|tennis|ping pong|a race|the race))|i hope you die|eat shit|suck my (?:dick|balls)|bite me)',
    '(?:get the fuck out|shut up fuck)',
  ], { keys: words_('fuck screw hate you your ur this the shut hell die dead fire kill shit suck bite fucking stupid dumb useless shitty crappy bloody idiot rubbish garbage trash pathetic worthless'),  guarded: false }),
  rule('conduct.profanity', 'conduct', 'conduct', [
    '(?:fuck|fucks|fucking|fucked|fucker|fuckers|motherfucker|motherfuckers|shit|shitty|bullshit|cunt|cunts|bitch|bitches|wanker|wankers|twat|dickhead|asshole|arsehole|piss off|faggot|faggots|nigger|niggers|nigga|niggas|spaz|tranny|chink|kike|wetback)',
  ], { guarded: false }),
  rule('conduct.insult-classmate', 'conduct', 'conduct', [
    `${CLASSMATE} (?:is|are|s|re) (?:(?:such|so|a|an|literally|really|the|biggest|massive|total|complete|fucking|fat|stupid|ugly|absolute|actual|proper|little|big|dirty|just|utter) ){0,3}(?:${INSULT})(?! (?:question|answer|idea|book|poem|film|movie|game|test|exam|topic))`,
    `(?:he|she|they) (?:is|are|s|re) (?:(?:such|so|a|an|literally|really|the|biggest|massive|total|complete|fucking|fat|stupid|ugly|absolute|actual|proper|little|big|dirty|just|utter) ){0,3}(?:loser|retard|retarded|slut|whore|fatso|fat pig|dumbass|bitch|skank|ugly cow|fat cow|twat|dickhead|wanker|cunt|spastic|spaz|minger)`,
    `(?:help me|how (?:do i|can i|to|should i)|i want to|let us|lets|can you help me|tell me how to) (?:roast|insult|bully|cyberbully|humiliate|embarrass|make fun of|get back at|destroy|expose|troll|prank|be mean to|ruin)(?! (?:a |the |some )?(?:chicken|potatoes|marshmallows|vegetables|beef|turkey|lamb|pork|nuts|coffee|peppers))(?: [a-z]+){0,1} (?:him|her|them|my|this|that|a kid|a girl|a boy|someone|somebody|[a-z]+ (?:in|from) my|the new|the kid|the girl|the boy|everyone)`,
    `(?:write|make|give me|think of|come up with|help me write)(?: me)?(?: [a-z]+){0,2} (?:mean|rude|nasty|insulting|savage|hurtful|embarrassing|horrible|cruel|brutal|offensive|racist|sexist)(?: [a-z]+){0,2} (?:message|messages|text|texts|comment|comments|poem|song|joke|jokes|names|nickname|nicknames|post|things|insults?|roast|roasts|rumou?rs?) (?:about|for|to|to send to|to say to|to post about|at)`,
    `(?:everyone|everybody) (?:hates|should hate|thinks) ${CLASSMATE}`,
  ], { keys: words_('is are s re roast insult bully cyberbully humiliate embarrass make get destroy expose troll prank be ruin mean rude nasty insulting savage hurtful embarrassing horrible cruel brutal offensive racist sexist hates hate thinks'),  guarded: false }),
  rule('conduct.provocation', 'conduct', 'conduct', [
    'ignore (?:all |your |the |previous |prior |all previous |all your |all prior |any |every )?(?:previous |prior |)(?:instructions|rules|guidelines|programming|prompt|system prompt|restrictions|filters|safety)(?! of)',
    '(?:jailbreak|jailbroken|dan mode|developer mode|do anything now|uncensored mode|god mode)',
    `pretend (?:you are|to be|youre|that you are|you re) (?:evil|unfiltered|uncensored|not an ai|a human|human|my girlfriend|my boyfriend|without rules|an ai with no rules|free)`,
    `(?:say|tell me|teach me|give me|type|write) (?:a |the |some |)(?:swear word|swear words|bad word|bad words|curse word|curse words|slur|slurs|n word|racist joke|racist jokes|dirty joke|dirty jokes|sexist joke|offensive joke|offensive jokes)`,
    `(?:what is|whats) your (?:favourite|favorite) (?:swear word|slur|curse word|bad word)`,
    `${I}bet you (?:cannot|can not|are not allowed to|wont|will not) (?:swear|say|curse)`,
    '(?:are you|you are) (?:racist|sexist|homophobic)',
    'bypass (?:your|the) (?:filter|filters|rules|restrictions|safety)',
  ], { keys: words_('ignore jailbreak jailbroken dan developer anything uncensored god pretend swear bad curse slur slurs word racist dirty sexist offensive favourite favorite bet homophobic bypass'),  guarded: false }),
].flat();

/** Every literal word the rules use, for the normaliser's preferred vocabulary. */
export function ruleWords(): Set<string> {
  const words = new Set<string>();
  for (const r of RULES) for (const w of r.re.source.match(/[a-z]{2,}/g) ?? []) words.add(w);
  return words;
}
