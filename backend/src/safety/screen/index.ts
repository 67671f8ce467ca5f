/**
 * The offline first screen (issue 25, "How messages are checked"): always runs, in process, no
 * network, well under a millisecond for a long message. It normalises the student's message
 * (normalise.ts) and runs curated first-person patterns (rules.ts); the earlier turns of the
 * conversation can raise its verdict ("i already decided" after "i dont want to be here"), never
 * lower it. `matched` names the rules that fired, never the student's text.
 *
 * Pure: the caller decides what a tier does (alerts, help card); this module only says which tier.
 */
import { addLexiconWords, normaliseText } from './normalise.js';
import { learnedUrgentFamily } from './learned.js';
import { RULES, ruleWords, type Family, type Rule, type Tier } from './rules.js';

export { normaliseText } from './normalise.js';
export type { Tier } from './rules.js';

export interface ScreenVerdict {
  tier: Tier;
  /** Names of the rules that fired ("suicide.intent", "context.escalation"); never the student's text. */
  matched: string[];
}

addLexiconWords(ruleWords());

/**
 * V8 compiles a regular expression on its first use (to bytecode, then to machine code on the second):
 * for these large curated patterns that is tens of milliseconds each, so it is paid once here, when the
 * module loads (the server's start), and no student's message waits for it.
 */
function warmUp(): void {
  // First what every message goes through (the normalisation, twice, the sentence split, the rules
  // no word gates, the learned model's features): V8 stops optimising the expressions it compiles
  // once their machine code passes its limit, and these run on every message. Compiled after the
  // rules, an ordinary question's screen took about a quarter longer (bench/safety/RESULTS.md).
  for (let i = 0; i < 2; i++) screenMessage('can you explain how photosynthesis works in simple terms ?');
  const sample = '. i want to me my dad . ';
  // Then the rules, largest first: the largest are the ones that most need the optimised form (ten
  // times slower without it on a long message); a small rule costs little either way.
  for (const rule of [...RULES].sort((a, b) => b.re.source.length - a.re.source.length)) {
    for (let i = 0; i < 2; i++) {
      rule.re.lastIndex = 0;
      rule.re.exec(sample);
    }
    rule.re.lastIndex = 0;
    for (const re of [rule.requires, rule.unless]) for (let i = 0; re && i < 2; i++) re.test(sample);
  }
  for (const re of [AND_SUBJECT, LITERARY_FRAME, GAME, GUARD_BEFORE, DISCLOSURE_PREFACE, INNER_VOICE, COMMITMENT, WISH_GONE, FAREWELL, HAD_ENOUGH, THIRD_PERSON_SUBJECT, FIRST_PERSON_ACT, NEGATION_BEFORE, ESCALATION, ESCALATION_SAME, GROOMING_CUE, GROOMING_NOW, EATING_DANGER_NOW, THREAT_NOW, THREAT_WEAPON, EATING_RESTRICT, EATING_DANGER, EATING_TOPIC, GENERAL_QUESTION, PLANNED_FAST]) {
    re.test(sample);
    re.test(sample);
  }
  const samples = [
    'I w4nt t0 d1e... k i l l m y s e l f, "quoted" \u00e9 iwanttodie wnat',
    'In Romeo and Juliet, Juliet says "I will kill myself" in act 5, the poem',
    'i killed the boss in minecraft lol, my dad said im going to kill him if he touches me',
  ];
  for (let i = 0; i < 2; i++) for (const text of samples) screenMessage(text, samples);
}

const RANK: Record<Tier, number> = { none: 0, conduct: 1, concern: 2, urgent: 3 };
const maxTier = (a: Tier, b: Tier): Tier => (RANK[a] >= RANK[b] ? a : b);
/** How many earlier turns are read (risk builds over the last few turns). */
const CONTEXT_TURNS = 6;

/** A literature, drama or analysis frame: quoted and reported words are then a text's, not the student's. */
const LITERARY_FRAME =
  /\b(?:romeo|juliet|macbeth|hamlet|ophelia|othello|desdemona|iago|lear|banquo|duncan|tybalt|mercutio|shakespeare|character|characters|narrator|the speaker|poem|poet|poetry|the author|novel|the play|in the book|the story|in act|act [0-9ivx]+|scene [0-9ivx]+|chapter|quote|quotation|soliloquy|monologue|essay|analyse|analyze|analysis|theme|themes|stanza|lyrics|the line|dickens|orwell|steinbeck|lennie|gatsby|piggy|scrooge|jekyll|frankenstein|dracula|anne frank|inspector|sylvia plath|dramatic irony|metaphor|simile|persuasive writing|creative writing|my story|the song|song)\b/;
/** Words reported by someone else ("Juliet says ...", "he wrote ...") when the message is framed. */
const REPORTED = /(?<!\bi )\b(?:says|said|writes|wrote|cries|cried|exclaims|exclaimed|declares|declared|tells|asks|asked|shouts|whispers|screams|sings|states|replies|replied|begs|the line|the quote|quote)\b[^.]*/g;
/** Games: a threat against "him" in Fortnite is play. */
const GAME =
  /\b(?:game|games|gaming|minecraft|fortnite|roblox|among us|call of duty|cod|warzone|valorant|gta|fifa|apex|overwatch|zelda|mario|pokemon|boss|bosses|mob|mobs|creeper|zombie|zombies|npc|npcs|pvp|respawn|spawn|level|levels|xp|raid|dungeon|ender dragon|wither|lobby|server|squad|skin|loot|noob|gamer|player|players|controller|xbox|playstation|ps5|switch|steam|twitch|uno|monopoly|cluedo|scrabble|chess|cards|mario kart|smash bros|board game|hide and seek|tag|dodgeball|paintball|laser tag|nerf)\b/;
/** "if", "what if", "imagine", "he said", "told me to": a hypothetical or reported frame just before a match. */
const GUARD_BEFORE =
  /(?:^| )(?:if|whether|suppose|supposing|imagine|pretend|pretending|hypothetically|says|said|say|saying|writes|wrote|quote|quoted|told me to|tells me to|telling me to|told me|tell me to|asks|asked|character|narrator|speaker|poem|line|cries|sings|lyrics|song|why would|why do people|do people|someone who|people who|when people)(?: [a-z0-9]+){0,3} ?$/;
/**
 * A preface that opens the student's own disclosure ("can i say something", "can i tell you something",
 * "i need to tell you"): the "say" or "tell" in it reports nothing, so it is not a reported frame.
 */
const DISCLOSURE_PREFACE = /(?:^| )(?:can|could|may) i (?:say|tell you|tell|be honest|ask)(?: [a-z0-9]+){0,2} ?$|(?:^| )(?:i (?:need|have|want) to|let me) (?:say|tell you|tell)(?: [a-z0-9]+){0,2} ?$/;
/**
 * The student's own inner voice ("my head keeps telling me to", "the voices tell me to"): the "tell me to"
 * in it reports nobody else's words, so it is not a reported frame.
 */
const INNER_VOICE = /(?:^| )(?:my (?:head|mind|brain|thoughts|own head|own mind)|the voices?(?: in my head)?|a voice(?: in my head)?|voices in my head|something (?:inside|in) me|my (?:depression|anxiety|illness))(?: [a-z]+){0,2} (?:tell|tells|telling|told|keep telling|keeps telling|is telling|are telling) me(?: to)?(?: [a-z0-9]+){0,2} ?$/;
/** "not", "never", "no" within three words before a match. */
const NEGATION_BEFORE = /(?:^| )(?:not|never|no|nor|nobody)(?: [a-z0-9]+){0,2} ?$/;

/** Raise by context: risk earlier plus one of these now. */
const ESCALATION =
  /\b(?:i (?:have )?(?:already |finally |now |just |)(?:decided|made up my mind|made my decision|chosen|picked (?:a|the) (?:day|date|time|place|way|method))|my mind is made up|i am ready(?= \.|$| now| to go| to do it| for it to end)|i am (?:doing it|going to do it|gonna do it|going through with it)|(?:going|gonna) to do it|i will do it|i am doing it|doing it (?:tonight|tomorrow|today|soon|now|this weekend|after school)|do it tonight|(?:tonight|tomorrow|today) is the (?:day|night)|this is (?:the end|goodbye|my last)|goodbye forever|bye forever|saying goodbye|my goodbye|(?:already |)said (?:my )?goodbyes?|(?:got|have|have got) everything (?:ready|planned|sorted)|planned (?:it|everything) for|(?:end|escape) (?:it|this|everything) for good|after (?:they|everyone|mum|dad|my (?:mum|dad|parents)) (?:go|goes|have gone|has gone) (?:to bed|to sleep)|the last (?:homework|essay|assignment) i am (?:doing|ever doing|going to do)|will not need (?:revision|to revise|any revision)|it will (?:all )?be over|no one can stop me|nobody can stop me|do not try to stop me|you cannot stop me|i have (?:the |a |enough |got the |got a )?(?:pills|rope|noose|blade|razor|knife|plan|note|gun)|i wrote (?:a|the|my) (?:note|letter)|thank you for everything|thanks for everything|you will not (?:hear|see) from me|i will not be (?:here|around)|it does not matter anymore|i do not care anymore|how (?:many|much)(?: (?:pills|tablets|paracetamol|painkillers|meds|sleeping pills|of them|of these|of those))? (?:would it take|does it take|do i need to take|do i need|should i take|will it take|is enough|would kill|will kill|to take)|how long (?:does|would|will) it take|does it hurt|would it hurt|will it hurt|which (?:is|way is|one is) (?:faster|quicker|less painful|painless)|this is my last message|last time i talk to you|i mean it|i am serious|i am not joking|not joking|i am not kidding|for real this time|i really mean it|there is no other way|it is the only way|only way out|i cannot wait anymore|soon it will|when i am gone|after i am gone|when i am dead|i know how i (?:would|will|am going to|could) do it|how i (?:would|will|am going to) do it)\b/;
/** Within the same message as distress, only an unmistakable decision, means or farewell raises it. */
const ESCALATION_SAME =
  /\b(?:i (?:have )?(?:already |finally |)(?:decided|made up my mind|made my decision)|my mind is made up|i have (?:the |enough |got the )?(?:pills|rope|noose|blade|razor)|i (?:wrote|have written) (?:a|the|my) (?:note|letter)|i (?:have )?(?:started planning|planned) it|goodbye forever|bye forever|this is goodbye|no one can stop me|nobody can stop me|it will (?:all )?be over (?:soon|tonight|tomorrow))\b/;
const GROOMING_CUE = new RegExp(
  '\\b(?:older|adult|grownup|stranger|online|snapchat|snap|discord|roblox|instagram|insta|tiktok|whatsapp|kik|omegle|met (?:him|her|them) (?:on|online)|(?:1[89]|[2-9][0-9]) ?(?:year old|years old|yo)|nudes|naked|meet up|meet him|meet her)\\b',
);
const GROOMING_NOW =
  /\b(?:secret|do not tell|not to tell|never tell|delete (?:our|the) (?:chats?|messages)|meet (?:up|him|her|in person|irl)|meeting (?:him|her|up)|send (?:him|her|them) (?:pics|pictures|photos|a photo|a pic|nudes)|sent (?:him|her|them) (?:pics|pictures|photos|a photo|a pic|nudes)|come to my house|pick me up|his house|her house|his car|hotel|gift|gifts|money|loves me|special)\b/;
const EATING_DANGER_NOW =
  /\b(?:fainted|fainting|passed out|blacked out|collapsed|dizzy|heart (?:racing|pounding|hurts|is racing)|chest (?:pain|hurts)|(?:[2-9]|two|three|four|five|six|seven) days|a week|hair (?:is )?falling out|throwing up blood|cannot stand up|cannot stop shaking|hospital)\b/;
const THREAT_NOW =
  /\b(?:knife|gun|blade|weapon|bomb|tomorrow|tonight|monday|they will (?:all )?(?:pay|be sorry|regret)|everyone will (?:pay|be sorry|see)|i mean it|i am serious|not joking|i have (?:it|a plan|the plan)|they deserve it|make them pay)\b/;
const THREAT_WEAPON = /\b(?:knife|knives|gun|guns|blade|machete|weapon|pistol|rifle|bomb)\b/;
/** Restriction and physical danger in one message: disordered eating with danger, whatever the word order. */
const EATING_RESTRICT =
  /\b(?:not eating|do not eat|did not eat|will not eat|refuse to eat|stopped eating|skip(?:ped|ping)? (?:meals|every meal|all my meals|breakfast|lunch|dinner)|starv(?:e|ing) myself|restrict(?:ing)?|fasting|no food|have not eaten|had not eaten|barely eat|hardly eat|barely eaten|hardly eaten|purg(?:e|ing|ed)|throw(?:ing)? up (?:after|my food|everything)|laxatives|diet pills|[0-9]+ (?:calories|cals|kcal) a day|(?:on|eat|eating|ate|have|having|only|under|below|less than) [1-9][0-9]{1,2} (?:calories|cals|kcal)|only (?:drink|drank|have|had) water|drink only water|nothing but water|(?:surviving|living|survive|live|lived|survived) on (?:water|air|coffee|black coffee|gum|diet coke)|(?:eat|ate|eating|eaten|have eaten) nothing|(?:water|dry) fast(?:ing)?|on a fast|(?:[0-9]|one|two|three|four) meals? (?:this|a|all|the whole|in a|in the) (?:whole )?week|only (?:eating|eat|ate|have|had) (?:a|an|one|half a|half an) [a-z]+ (?:a|per) day|(?:one|1|a single) meal (?:every|a|per|in) (?:[0-9]|two|three|four|five|few|other|couple of) days|hid(?:e|ing)? my food|throw(?:ing)? (?:my food|it) away)\b/;
const EATING_DANGER =
  /\b(?:faint|fainted|fainting|passed out|pass out|passing out|blacked out|black out|collapse|collapsed|collapsing|cannot get up|cannot get out of bed|dizzy|shaky|so weak|really weak|vision went|seeing stars|light headed|lightheaded|heart(?: [a-z]+){0,2} (?:racing|skipping|skips|pounding|hurts|beats weird|flutters|feels weird|feels funny)|palpitations|chest (?:pain|hurts)|shaking|cannot stand|hospital|periods? (?:stopped|have stopped)|hair (?:is )?falling out|cold all the time|blood|feel(?:s)? (?:funny|weird|faint|weak)|feel like i am (?:dying|going to faint|going to pass out))\b/;
/**
 * A fast for religion or before a medical test: restriction with dizziness or "blood" then is a question for
 * the school nurse, not a danger sign of disordered eating.
 */
const PLANNED_FAST = /\b(?:ramadan|fasting for (?:my )?(?:religion|eid|lent)|yom kippur|lent|eid|blood tests?|an operation|my operation|surgery|anaesthetic|a procedure)\b/;
/** A question about people in general ("why do people get dizzy when they do not eat"), not about the student. */
const GENERAL_QUESTION = /\b(?:why do people|why does (?:someone|somebody|a person|your)|why do you|what happens (?:if|when) (?:you|people|someone)|how do people|how does (?:the|your|a)|what causes|is it normal for people|can people)\b/;
/** Earlier turns about weight and eating (a body-image worry that danger now makes urgent). */
const EATING_TOPIC =
  /\b(?:lose weight|losing weight|lost weight|diet|dieting|calories|cals|kcal|skip(?:ped|ping)? (?:meals|breakfast|lunch|dinner)|not eating|stop eating|stopped eating|too fat|so fat|am fat|skinny|thinner|weigh|weight|kg|starv(?:e|ing)|fasting|purg(?:e|ing)|throw(?:ing)? up|binge|binging|bingeing|proana|thinspo)\b/;
/**
 * A commitment to act ("i think i am going to do it", "i am leaving tonight"): after suicide or self-harm
 * named in the same message, even in a frame that lowered it ("everyone would be better off if i killed
 * myself and i think i am going to do it"), it makes the message urgent.
 */
const COMMITMENT =
  /\b(?:i (?:think |really think |know |swear |promise |)(?:i am |i will |am |will |)(?:going to|gonna|about to|ready to) (?:actually |really |finally |)(?:do it|go through with it|try again)|i am (?:actually |really |finally |)doing it|i will (?:actually |really |finally |)do it|i am leaving (?:tonight|this world|for good|forever|it tonight|it all)|(?:tonight|tomorrow|today|this weekend) (?:is|will be) the (?:day|night|end)|(?:it|this) (?:ends|is ending|will end) (?:tonight|tomorrow|today|soon|this weekend)|i am going to (?:make it happen|fix (?:that|it|this)|sort (?:that|it) out|do something about it)(?= \.|$| tonight| tomorrow| today| soon| this weekend)|i (?:think|know|reckon) i (?:will|might)(?= \.|$| tonight| tomorrow| soon))\b/;
/**
 * A farewell ("goodbye", "thanks for everything", "sorry for everything", "tell my mum i love her") and,
 * in the same message, having had enough or not being able to stay: together they are a goodbye note.
 */
const FAREWELL =
  /\b(?:goodbye|bye (?:everyone|forever|all|world)|thank you for everything|thanks for everything|thank you for (?:helping|being there|listening)|thanks for (?:helping|being there|listening)|sorry for everything|i am sorry for everything|tell (?:my (?:mum|dad|family|parents|sister|brother)|them|everyone) (?:i love (?:her|him|them)|i am sorry|that i am sorry)|i love you all|i love my family but|this is goodbye|look after my)\b/;
const HAD_ENOUGH =
  /\b(?:i have had enough(?! of (?:maths|math|homework|school|this (?:homework|question|lesson|subject)|revision|revising|this app|you))|i cannot stay|i cannot be here|i cannot do this anymore|i cannot do it anymore|i cannot go on|i cannot take (?:it|this) anymore|i am (?:so )?done(?= \.|$| with (?:life|everything|it all|living|being alive))|i give up(?= \.|$| on (?:life|everything|myself))|i am tired of (?:everything|it all|living|life|being alive)|i will not be (?:here|around)|i am leaving(?= \.|$| for good| forever| this world))\b/;
/** A wish not to exist ("i wish i had never been born"), which a commitment to act turns into intent. */
const WISH_GONE = /\b(?:wish i (?:had|would have|was|were) never (?:been )?born|wish i (?:was|were) (?:gone|dead|not here)|want to disappear)\b/;
/** Someone else is the subject (a friend, a sibling): their danger is a concern the student reports, not the student's. */
const THIRD_PERSON_SUBJECT = /\b(?:my (?:friend|best friend|bestie|bff|mate|sister|brother|cousin|classmate|girlfriend|boyfriend)|a (?:friend|girl|boy) in my (?:class|year|form))\b/;
/** The student speaking of themself ("i am not eating either"), not asking what to do ("what should i do"). */
const FIRST_PERSON_ACT = /(?<!(?:should|can|could|would|shall|do|how|what) )\bi (?:am|have|keep|cannot|can not|had|feel|eat|ate|only|did not|do not|was)\b/;
const WELFARE: ReadonlySet<Family> = new Set<Family>(['suicide', 'selfharm', 'distress', 'selfhatred', 'eating']);

interface Finding {
  rule: Rule;
  tier: Tier;
  name: string;
}

interface Analysis {
  tier: Tier;
  findings: Finding[];
  norm: string;
}

/**
 * "i went to my room and took ...": the act after "and" has the sentence's "i" as its subject when no
 * other subject or clause word stands between, so an "i" is written in ("and i took") for the rules'
 * first-person frames. Only before the verbs of an act on oneself (a past act, or "made myself"), and
 * looked behind only where such an "and" is: once per message, not inside every rule.
 */
const AND_SUBJECT =
  / and (?=(?:then )?(?:took|swallowed|downed|necked|cut|sliced|slashed|scratched|burned|burnt|carved|hurt|made myself|tried|jumped|overdosed|drank|threw up|purged|used it|stabbed|hit myself|banged)\b)(?<=(?:^| )i (?:(?!(?:he|she|they|we|you|it|who|where|that|which|because|cos|when|while|if|but|and|someone|somebody|people|everyone|fell|fall|falling|tripped|slipped|crashed|collided|landed|bumped|accidentally|accident|dad|mum|brother|sister|friend|teacher|stepdad|stepmum|uncle) )[a-z0-9]+ ){1,8}and )/g;

/**
 * The message's canonical text, with a literature frame's quoted and reported words taken out: what the
 * rules and the learned model read.
 */
export function canonical(text: string): string {
  const norm = normaliseText(text).replace(AND_SUBJECT, ' and i ');
  if (!LITERARY_FRAME.test(norm)) return norm;
  const unquoted = String(text ?? '')
    .slice(0, 20_000)
    .replace(/"[^"\n]{0,400}"|\u201c[^\u201d\n]{0,400}\u201d|\u2018[^\u2019\n]{2,400}\u2019|(?<![a-z])'[^'\n]{2,400}'(?![a-z])/gi, ' ');
  return normaliseText(unquoted).replace(AND_SUBJECT, ' and i ').replace(REPORTED, ' ').replace(/\s+/g, ' ').trim();
}

function hasAny(present: ReadonlySet<string>, keys: ReadonlySet<string>): boolean {
  // walk the smaller set: a message has a dozen words, a rule's gate up to a hundred
  if (present.size < keys.size) {
    for (const w of present) if (keys.has(w)) return true;
    return false;
  }
  for (const k of keys) if (present.has(k)) return true;
  return false;
}

function lower(tier: Tier): Tier {
  return tier === 'urgent' ? 'concern' : 'none';
}

/** Words per window of a very long sentence, and the overlap (longer than any pattern's span). */
const WINDOW = 120;
const OVERLAP = 30;

/**
 * The text the rules scan: each distinct sentence once, and a very long sentence as overlapping windows
 * (each distinct window once, joined by " , ", which no pattern crosses). A message that repeats itself
 * (3,000 characters of one phrase) then costs what its distinct parts cost; ordinary text is unchanged.
 */
function scanText(canonicalText: string): string {
  if (canonicalText.length < 600) return canonicalText;
  const seen = new Set<string>();
  const out: string[] = [];
  for (const sentence of canonicalText.split(' . ')) {
    const words = sentence.split(' ');
    if (words.length <= WINDOW) {
      if (!seen.has(sentence)) {
        seen.add(sentence);
        out.push(sentence);
      }
      continue;
    }
    const pieces: string[] = [];
    for (let i = 0; ; i += WINDOW - OVERLAP) {
      const piece = words.slice(i, i + WINDOW).join(' ');
      if (!seen.has(piece)) {
        seen.add(piece);
        pieces.push(piece);
      }
      if (i + WINDOW >= words.length) break;
    }
    if (pieces.length > 0) out.push(pieces.join(' , '));
  }
  return out.join(' . ');
}

/** Runs every rule over one message's canonical text. */
function analyse(canonicalText: string, context: string): Analysis {
  let norm = scanText(canonicalText);
  const findings: Finding[] = [];
  const game = GAME.test(norm);
  const present = new Set(norm.split(' '));
  // a sentence start is always ". " (the rules' implied "i" and sentence-start patterns read it)
  norm = '. ' + norm;
  for (const rule of RULES) {
    if (rule.gameSensitive && game) continue;
    if (rule.keys && !hasAny(present, rule.keys)) continue;
    let best: Tier = 'none';
    let suffix = '';
    const re = rule.re;
    re.lastIndex = 0;
    for (let m = re.exec(norm); m; m = re.exec(norm)) {
      if (m[0] === '') re.lastIndex++; // (never: every pattern matches at least a word)
      const at = m.index;
      const before = norm.slice(Math.max(0, at - 40), at);
      if (rule.negatable && NEGATION_BEFORE.test(before)) continue;
      if (rule.unless) {
        const start = norm.lastIndexOf(' . ', at);
        const stop = norm.indexOf(' . ', at + m[0].length);
        if (rule.unless.test(norm.slice(start < 0 ? 0 : start, stop < 0 ? norm.length : stop))) continue;
      }
      let tier: Tier = rule.tier;
      let why = '';
      if (rule.requires && !rule.requires.test(norm) && !rule.requires.test(context)) {
        tier = rule.otherwise ?? 'none';
        why = '/unconfirmed';
      }
      if (rule.guarded !== false && tier !== 'conduct' && GUARD_BEFORE.test(before) && !DISCLOSURE_PREFACE.test(before) && !INNER_VOICE.test(before)) {
        tier = lower(tier);
        why = '/reported-or-hypothetical';
      }
      if (RANK[tier] > RANK[best]) {
        best = tier;
        suffix = why;
      }
      if (best === rule.tier) break;
    }
    if (best !== 'none') findings.push({ rule, tier: best, name: rule.name + suffix });
  }
  const tier = findings.reduce<Tier>((t, f) => maxTier(t, f.tier), 'none');
  return { tier, findings, norm: canonicalText };
}

/**
 * The first screen's verdict on a student's message, given the student's earlier turns of the same
 * conversation (oldest first; only the last few are read). The tier is the highest any rule gives the
 * message, raised (never lowered) when the earlier turns make a message's meaning plain.
 */
export function screenMessage(text: string, earlierTurns: string[] = []): ScreenVerdict {
  const earlierNorms = earlierTurns.slice(-CONTEXT_TURNS).map((t) => canonical(t));
  const contextText = earlierNorms.join(' . ');
  const current = analyse(canonical(text), contextText);
  let tier = current.tier;
  // a large rule is several expressions under one name (rules.ts): each name once
  const matched = [...new Set(current.findings.map((f) => f.name))];

  const earlier = earlierNorms.map((n) => analyse(n, ''));
  const families = (list: Analysis[], min: Tier) =>
    new Set(list.flatMap((a) => a.findings.filter((f) => RANK[f.tier] >= RANK[min]).map((f) => f.rule.family)));
  const earlierFamilies = families(earlier, 'concern');
  const nowFamilies = families([current], 'concern');
  const welfareBefore = [...earlierFamilies].some((f) => WELFARE.has(f));
  const welfareNow = [...nowFamilies].some((f) => WELFARE.has(f));
  const raise = (name: string) => {
    tier = 'urgent';
    if (!matched.includes(name)) matched.push(name);
  };

  // risk said earlier (or in this same message) and a decision, a time, a means or a farewell now
  if ((welfareBefore && ESCALATION.test(current.norm)) || (welfareNow && ESCALATION_SAME.test(current.norm))) {
    raise('context.escalation');
  }
  if (FAREWELL.test(current.norm) && HAD_ENOUGH.test(current.norm) && !GAME.test(current.norm) && !LITERARY_FRAME.test(current.norm)) {
    raise('context.farewell');
  }
  // suicide or self-harm named (even hypothetically, "if i killed myself") and a commitment to act
  const namedHarm = current.findings.some((f) => f.rule.family === 'suicide' || f.rule.family === 'selfharm' || (f.rule.family === 'distress' && WISH_GONE.test(current.norm)));
  if (namedHarm && COMMITMENT.test(current.norm) && !GAME.test(current.norm)) {
    raise('context.commitment');
  }
  // restriction and danger in this message, or restriction earlier and danger now
  const aboutSomeoneElse = THIRD_PERSON_SUBJECT.test(current.norm) && !FIRST_PERSON_ACT.test(current.norm);
  if (EATING_RESTRICT.test(current.norm) && EATING_DANGER.test(current.norm) && !GAME.test(current.norm) && !GENERAL_QUESTION.test(current.norm) && !PLANNED_FAST.test(current.norm) && !aboutSomeoneElse) {
    raise('eating.restriction-with-danger');
  }
  if ((EATING_RESTRICT.test(contextText) || EATING_TOPIC.test(contextText)) && EATING_DANGER.test(current.norm) && !GAME.test(current.norm)) {
    raise('context.eating');
  }
  // an older or online contact earlier, and secrecy, a meeting or pictures now
  if (
    (earlierFamilies.has('grooming') || earlierFamilies.has('sexual') || GROOMING_CUE.test(contextText)) &&
    GROOMING_NOW.test(current.norm) &&
    (earlierFamilies.has('grooming') || GROOMING_CUE.test(current.norm) || /\b(?:secret|do not tell|not to tell|never tell)\b/.test(current.norm))
  ) {
    raise('context.grooming');
  }
  // disordered eating earlier, and a sign of physical danger now
  if ((earlierFamilies.has('eating') || nowFamilies.has('eating')) && EATING_DANGER_NOW.test(current.norm)) {
    raise('context.eating');
  }
  // a threat earlier, and a weapon, a time or insistence now
  const threatened =
    (earlierFamilies.has('threat') && THREAT_NOW.test(current.norm)) ||
    (nowFamilies.has('threat') && THREAT_WEAPON.test(current.norm));
  if (threatened && !GAME.test(current.norm) && tier !== 'urgent') {
    raise('context.threat');
  }
  // a wording no pattern reads at all: the learned model (learned.ts) reads the message alone; where the
  // patterns did read it (a concern, a hypothetical lowered one step) their judgement stands
  if (RANK[tier] < RANK.concern) {
    // the message alone, then with the two turns before it: "i've picked a date. friday." is plain only
    // after "i've felt like that for months" (dev-set/multi-turn.jsonl). Only where this message is what
    // tips it: after turns already urgent on their own, "ok thanks" is not a new alert.
    const before = earlierNorms.slice(-2);
    const family =
      learnedUrgentFamily(current.norm) ??
      (before.length > 0 && !earlier.some((a) => a.tier === 'urgent') && learnedUrgentFamily(before.join(' . ')) === undefined
        ? learnedUrgentFamily([...before, current.norm].join(' . '))
        : undefined);
    if (family) raise(`${family}.learned`);
  }
  return { tier, matched };
}

warmUp();
