/**
 * The offline first screen's normaliser (issue 25): turns what a student typed into one canonical
 * form the curated patterns are written against: lower case, accents and look-alike letters folded,
 * digits and symbols used for letters read as letters ("k1ll", "$uicide"), spaced or dotted letters
 * joined ("k i l l", "k.m.s"), stretched letters shortened ("soooo"), contractions spelled out
 * ("im" -> "i am", "dont" -> "do not"), common misspellings and slang mapped ("kms" -> "kill myself",
 * "unalive" -> "kill", "sewer slide" -> "suicide", "wanna" -> "want to").
 *
 * The result holds only the tokens [a-z0-9]+ separated by single spaces, with "." standing for the end
 * of a sentence, so a pattern's gap of a few words never crosses a sentence and every regular
 * expression over it runs in linear time. Pure and synchronous; no network.
 */

import { Buffer } from 'node:buffer';

/** Longest message the screen reads (a student's message is far shorter; this bounds the work). */
export const MAX_SCREEN_CHARS = 20_000;

/** Single words mapped to their canonical spelling (one or more words). */
const TOKEN_MAP: Record<string, string> = {
  // contractions (apostrophes are removed first)
  im: 'i am', ima: 'i am going to', imma: 'i am going to', ive: 'i have',
  dont: 'do not', doesnt: 'does not', didnt: 'did not', cant: 'cannot', can: 'can', couldnt: 'could not',
  wont: 'will not', wouldnt: 'would not', shouldnt: 'should not', isnt: 'is not', arent: 'are not',
  mustnt: 'must not', mightnt: 'might not', neednt: 'need not', wasnt: 'was not', werent: 'were not', havent: 'have not', hasnt: 'has not', hadnt: 'had not',
  aint: 'am not', youre: 'you are', theyre: 'they are', hes: 'he is', shes: 'she is', thats: 'that is',
  whats: 'what is', theres: 'there is', lets: 'let us', idk: 'i do not know', idc: 'i do not care',
  dunno: 'do not know', cannot: 'cannot',
  // texting
  wanna: 'want to', wana: 'want to', wanaa: 'want to', wnna: 'want to', wan: 'want', wannna: 'want to',
  gonna: 'going to', gona: 'going to', gunna: 'going to', finna: 'going to', gna: 'going to',
  gotta: 'got to', tryna: 'trying to', lemme: 'let me', gimme: 'give me', u: 'you', ya: 'you', yu: 'you',
  r: 'are', ur: 'your', urself: 'yourself', ppl: 'people', pls: 'please', plz: 'please', abt: 'about',
  cuz: 'because', coz: 'because', cos: 'because', bc: 'because', bcuz: 'because', becuz: 'because',
  rn: 'right now', tn: 'tonight', tonite: 'tonight', '2nite': 'tonight', '2night': 'tonight',
  '2day': 'today', '2moro': 'tomorrow', '2morrow': 'tomorrow', tmrw: 'tomorrow', tmr: 'tomorrow',
  tmw: 'tomorrow', tomoz: 'tomorrow', tonights: 'tonight is', noone: 'no one', nobdy: 'nobody', evry1: 'everyone',
  every1: 'everyone', any1: 'anyone', some1: 'someone', no1: 'no one', h8: 'hate', h8s: 'hates',
  l8r: 'later', gr8: 'great', m8: 'mate', 'b4': 'before', luv: 'love', bf: 'boyfriend', gf: 'girlfriend',
  mom: 'mum', mommy: 'mum', mummy: 'mum', momma: 'mum', mam: 'mum', mamma: 'mum', moms: 'mums',
  mumz: 'mums', havnt: 'have not', hvnt: 'have not', havint: 'have not', didint: 'did not', dident: 'did not', dint: 'did not', dnt: 'do not', eatn: 'eaten', eatin: 'eating', shing: 'selfharming', mams: 'mums', mammy: 'mum', mi: 'my', hed: 'he would', everyones: 'everyone is', theyll: 'they will', youll: 'you will', itll: 'it will', thatll: 'that will', wholl: 'who will', stepmom: 'stepmum', stepmoms: 'stepmums', daddy: 'dad', pic: 'pic', pix: 'pics',
  picz: 'pics', noods: 'nudes', nudez: 'nudes', nudies: 'nudes', nood: 'nude',
  // self-harm and suicide slang and misspellings
  kms: 'kill myself', kmss: 'kill myself', kys: 'kill yourself', ctb: 'commit suicide',
  unalived: 'killed', unaliving: 'killing', unalives: 'kills',
  sucide: 'suicide', suiside: 'suicide', suicde: 'suicide', sucicide: 'suicide', suisside: 'suicide',
  suicid: 'suicide', suecide: 'suicide', suiscide: 'suicide', sueside: 'suicide', suacide: 'suicide',
  suicied: 'suicide', siucide: 'suicide', sewerslide: 'suicide', sooicide: 'suicide', suicidee: 'suicide',
  sucidal: 'suicidal', suisidal: 'suicidal', suicdal: 'suicidal', suicidle: 'suicidal', sucicidal: 'suicidal',
  suicidial: 'suicidal', suicidel: 'suicidal', sewerslidal: 'suicidal',
  myslef: 'myself', mysef: 'myself', myselfe: 'myself', myselff: 'myself', mysel: 'myself',
  meself: 'myself', maself: 'myself', miself: 'myself', myslf: 'myself', mself: 'myself',
  kil: 'kill', kiling: 'killing', dieing: 'dying', dyin: 'dying', ded: 'dead',
  selfharm: 'selfharm', selfharming: 'selfharming', sh: 'sh', od: 'overdose', oding: 'overdosing',
  overdoes: 'overdose', overdoze: 'overdose',
  cuttin: 'cutting', jus: 'just', evry: 'every', evrything: 'everything', evryone: 'everyone', evryday: 'everyday', touchs: 'touches', punchs: 'punches', pushs: 'pushes', bashs: 'bashes', smashs: 'smashes', chocked: 'choked', chocks: 'chokes', tuter: 'tutor', tutour: 'tutor', tuters: 'tutors', hittin: 'hitting', beatin: 'beating', punchin: 'punching', kickin: 'kicking', slappin: 'slapping', touchin: 'touching', chokin: 'choking', smackin: 'smacking', killin: 'killing', messagin: 'messaging', textin: 'texting', plannin: 'planning', bringin: 'bringing', takin: 'taking', sendin: 'sending', lyf: 'life', lyfe: 'life', iam: 'i am', hurtin: 'hurting', starvin: 'starving', purgin: 'purging',
  // people
  stepdad: 'stepdad', stepfather: 'stepdad', stepmother: 'stepmum', stepbro: 'stepbrother',
  grandad: 'grandad', granddad: 'grandad', grandpa: 'grandad', gramps: 'grandad', grandfather: 'grandad',
  granny: 'grandma', nanna: 'grandma', nan: 'grandma', nana: 'grandma', grandmother: 'grandma',
  slef: 'self', sefl: 'self', aunty: 'auntie', aunt: 'aunt', neighbor: 'neighbour', neighbors: 'neighbours',
  // swearing spelled around filters
  fck: 'fuck', fk: 'fuck', fuk: 'fuck', fuq: 'fuck', phuck: 'fuck', fucc: 'fuck', fuc: 'fuck',
  fking: 'fucking', fcking: 'fucking', fkn: 'fucking', fuckin: 'fucking', effing: 'fucking',
  sht: 'shit', shite: 'shit', btch: 'bitch', biatch: 'bitch', bish: 'bitch', stfu: 'shut the fuck up',
  gtfo: 'get the fuck out',
};

/** Phrases (after token mapping) mapped to a canonical phrase; matched on word boundaries. */
const PHRASE_MAP: Array<[RegExp, string]> = [
  [/\bsewer (?:slide|side|slid)\b/g, 'suicide'],
  [/\bsue (?:side|icide)\b/g, 'suicide'],
  [/\bsui (?:side|cide)\b/g, 'suicide'],
  [/\bkermit (suicide|die)\b/g, 'commit $1'],
  [/\bcommit (?:die|not alive|toaster bath|unalive)\b/g, 'kill myself'],
  [/\btoaster bath\b/g, 'suicide'],
  [/\bcatch the bus\b(?= (?:tonight|tomorrow|soon|today|forever|this weekend))/g, 'commit suicide'],
  [/\bself (?:delete|terminate|destruct|end)\b/g, 'kill myself'],
  [/\b(?:delete|end|off|top|unalive|rope|neck|yeet|erase) myself\b/g, 'kill myself'],
  [/\b(?:deleting|ending|offing|topping|unaliving|roping|yeeting|erasing) myself\b/g, 'killing myself'],
  [/\b(?:deleted|offed|topped|unalived|roped|yeeted|erased) myself\b/g, 'killed myself'],
  [/\bunalive\b(?= ?$| \.| tonight| today| tomorrow| soon| now| fr| lol| tbh| ngl| rn)/g, 'kill myself'],
  // "want to unalive" with no one named after it is about oneself ("i want to unalive and i know how")
  [/\b(want to|going to|wanna|gonna|will|about to|ready to|need to|trying to|tried to) unalive\b(?! (?:him|her|them|you|my|the|that|this|everyone|people|someone|somebody|his|their|a|an)\b)/g, '$1 kill myself'],
  [/\bunalive\b/g, 'kill'],
  [/\b(?:take|taking|took|end|ending|ended) my own life\b/g, 'end my life'],
  [/\btake my life\b/g, 'end my life'],
  [/\bself (?:harm|harming|harmed|injury|injure|injuring|hurt|hurting)\b/g, 'selfharm'],
  [/\bselfharming\b/g, 'selfharm'],
  [/\bmy self\b/g, 'myself'],
  [/\bi ll\b/g, 'i will'],
  [/\bill (?=be (?:here|around|alive|gone|dead|okay|fine|better off|home|back))/g, 'i will '],
  // adverbs between "i am" and the verb ("i am just going to", "i was literally about to") carry no risk
  [/\bi (am|was|will|have|do) (?:(?:just|really|literally|actually|honestly|seriously|definitely|totally|lowkey|genuinely|fully|probably|still|so) )+(?=going|about|ready|planning|done|decided|thinking|sure|not going|never going|gonna)/g, 'i $1 '],
  [/(?<=(?:^|\.) )ill (?=kill|stab|shoot|end|do|cut|hurt|make|murder|bring|never|be|jump|take|get|go|show|smash|batter|beat)/g, 'i will '],
  // "ill" before a verb anywhere is "i'll" ("next time ill jump", "how ill die"), unless it follows a word
  // that makes it the adjective ("i am ill", "felt ill", "so ill")
  [/(?<!\b(?:am|is|are|was|were|be|been|being|feel|feels|felt|feeling|so|very|really|too|mentally|terminally|seriously|critically|fell|got|get|gets|getting|look|looks|looked|quite|pretty|bit|more|most|an|the|of|when|while) )\bill (?=(?:kill|stab|shoot|end|do|cut|hurt|make|murder|bring|never|jump|take|get|go|show|smash|batter|beat|burn|slit|die|try|tell|send|prove|find|run|hang|throw|walk|swallow|overdose|starve|just|probably|definitely|actually|really|have|put|use|set|poison|hit|punch|kick|drown|finally|always|still|make sure|leave|come|sort|knife|shank|wait|miss|never)\b)/g, 'i will '],
  [/(?<=(?:^|\.) )1 (?=want|am|have|will|wanna|cannot|do|hate|feel|need|just|really|took|cut|wish|keep)/g, 'i '],
  [/\bid (?=rather|sooner|kill|love|be|never|take)/g, 'i would '],
  // "id" before a verb anywhere is "i'd" ("how id do it", "id send"), never after what owns an ID card
  [/(?<!\b(?:my|your|his|her|their|fake|an|the|student|photo|school|user|an|valid|no) )\bid (?=(?:do|send|go|jump|die|hurt|cut|just|probably|want|like|have|end|try|get|make|run|stab|throw|tell|give|already|kill|rather|never|take|hang|overdose|swallow|actually|really|still|definitely|finally)\b)/g, 'i would '],
  // "2" for "to": before a verb, a pronoun or a determiner ("wants 2 meet", "2 die", "2 the toilet"),
  // never a count ("2 days", "2 pills", "2 of them")
  [/(?<=\b[a-z]+ )2 (?=(?:the|my|me|him|her|them|us|his|their|our|your|you|u|school|bed|sleep|die|dye|kill|end|cut|hurt|jump|hang|meet|see|send|come|go|get|take|stay|tell|be|do|eat|throw|sneak|add|lose|stab|bring|set|sort|never|not|want|have|know|talk|keep|try|stop|starve|overdose|swallow|definitely|actually|really|just|ending|killing|help|sit|lie|run|walk|make)\b)/g, 'to '],
  // "4" for "for" before a pronoun or a few words ("pics 4 money", "4 me")
  [/(?<=\b[a-z]+ )4 (?=(?:me|you|u|him|her|them|us|money|robux|cash|ever|good|real|now|the|my)\b)/g, 'for '],
  // an opening word or plea ("hey", "um", "ok so", "pls help", "can i tell you something") ends where the
  // message proper begins, so its first words start a sentence ("hey want to die" reads like "want to die")
  [/(?<=^ |\. )((?:(?:hey|hi|hello|um|umm|ummm|uh|uhh|erm|ok so|okay so|so like|ok|okay|yo|oi|anyway|basically|guys|pls help|please help|plz help|i need help|help pls|help please|can i tell you something|can i say something|i need to tell you something|i have to tell you something|i need to say something) )+)(?!(?:me|you|with|to|i|a|the|and|but|is|are|then|so)\b)(?=[a-z])/g, '$1. '],
  // a sentence that starts with "been" or "going to" has left out its "i" ("been cutting again", "so close to ending it");
  // these sentence-start entries are written "(?<=^ |\. )" so the quick test below keeps the sentence start
  [/(?<=^ |\. )been (?=[a-z])/g, 'i have been '],
  [/(?<=^ |\. )(going to|gonna|about to|ready to|so close to|done with|planning to|planning how|planning my) /g, 'i am $1 '],
  // a risk verb typed together with "myself" ("killmyself", "cutmyself")
  [/\b(kill|cut|hurt|hang|harm|burn|starve|drown|stab|shoot|poison|strangle|suffocate|scratch|punish)myself\b/g, '$1 myself'],
  // "i'd" before a past participle is "i had" ("i wish i'd never been born")
  [/\bi would (?=(?:never |not |already |just |)(?:been|had|gone|done|seen|left|taken|got|made|eaten|tried|told)\b)/g, 'i had '],
  [/\bno ones (?=been|home|here|there|fed|feeding|looking|cared|come|came)/g, 'no one has '],
  // "nobody's" typed without its apostrophe: "nobody has" before a participle, "nobody is" otherwise
  [/\bnobodys (?=been|got|fed|cared|come|came|noticed|asked|looked|helped|called|ever)/g, 'nobody has '],
  [/\bnobodys\b/g, 'nobody is'],
  // "he'll" and "she'll" typed without the apostrophe, before a verb ("hell show my school", "shell kill me")
  [/\b(h|sh)ell (?=show|send|post|share|leak|tell|kill|hurt|hit|beat|find|come|put|make|do|know|get|never|be|go|take|leave|pick|meet|expose|ruin|give|keep|stop|always|just|probably|definitely|actually|really)/g, '$1e will '],
  // "s/h" and "s.h" (self-harm) arrive as two letters
  [/\bs h\b/g, 'sh'],
  [/\bs hing\b/g, 'selfharming'],
  [/\bsh ing\b/g, 'selfharming'],
  // "mum's been", "dad's gone" typed without the apostrophe: "has", so the frames of absence read them
  [/\b(mum|dad|nan|grandma|grandad|stepdad|stepmum|parents)s (?=been |gone |not been |left )/g, '$1 has '],
  [/\bme (?=mum|dad|stepdad|stepmum|brother|sister|uncle|grandma|grandad|parents|mums|dads)/g, 'my '],
  [/\b(mums|dads) fella\b/g, '$1 boyfriend'],
  [/\b(want to|going to|will|should|might|gonna|about to|ready to) rope\b(?= ?$| \.| tonight| today| tomorrow| fr| rn| soon| lol| myself)/g, '$1 kill myself'],
  [/\b(?:me|my) da\b/g, 'my dad'],
  // "want 2 die": a 2 between a verb of intent and a verb is "to" (a real number is followed by a noun or unit)
  [/\b(want|wanted|need|going|ready|about|trying|try|plan|planning|have|deserve) 2 (?=die\b|dye\b|kill\b|end\b|cut\b|hurt\b|jump\b|hang\b|overdose\b|be dead\b|disappear\b|sleep forever\b)/g, '$1 to '],
  [/\b(want to|going to|wish i could|need to|ready to|about to|just) dye\b(?! (?:my|your|her|his|it|the|a|some|hair|clothes|eggs|fabric|them|this|that))/g, '$1 die'],
  // the reverse slip: "i want to die my hair purple" is hair dye
  [/\bdie (?=(?:my|her|his|your|our|their) (?:hair|fringe|roots|eyebrows|tips|ends|clothes|shirt|t shirt|hoodie|jeans|shoes|trainers)\b)/g, 'dye '],
  [/\b(going to|want to|will|ready to|about to|gonna|planning to|plan to) commit\b(?= ?$| \.| tonight| tomorrow| soon| today| now| fr| this weekend)/g, '$1 commit suicide'],
  [/\bstep (dad|father|mum|mother|brother|sister)\b/g, 'step$1'],
  [/\bstepfather\b/g, 'stepdad'],
  [/\bstepmother\b/g, 'stepmum'],
  [/\bgrown up\b/g, 'grownup'],
  [/\b(?:f|eff) (you|off|u)\b/g, 'fuck $1'],
  [/\bshut the fuck up\b/g, 'shut up fuck'],
  [/\bi do not wanna\b/g, 'i do not want to'],
  [/\bwant 2\b/g, 'want to'],
  [/\bgoing 2\b/g, 'going to'],
  [/\bwant ta\b/g, 'want to'],
  [/\bpro ana\b/g, 'proana'],
  [/\bpro mia\b/g, 'promia'],
];

/** One test for all the phrases: most messages have none, and skip the passes. */
const PHRASE_ANY = new RegExp(PHRASE_MAP.map(([re]) => re.source.replace('(?<=(?:^|\\.) )', '')).join('|'));

/** Cyrillic and Greek letters that look like Latin ones (after lower-casing). */
const LOOK_ALIKES: Record<string, string> = {
  а: 'a', е: 'e', о: 'o', р: 'p', с: 'c', у: 'y', х: 'x', і: 'i', ї: 'i', ѕ: 's', ј: 'j', ԁ: 'd',
  к: 'k', м: 'm', т: 't', в: 'b', н: 'h', ӏ: 'l', ɡ: 'g', ο: 'o', α: 'a', ε: 'e', ι: 'i', κ: 'k',
  ν: 'v', τ: 't', ρ: 'p', υ: 'u', χ: 'x', ß: 'ss', æ: 'ae', ø: 'o', đ: 'd', ł: 'l', ı: 'i',
};
const LOOK_ALIKE_RE = new RegExp(`[${Object.keys(LOOK_ALIKES).join('')}]`, 'g');

/** Digits and symbols read as letters inside a word; ambiguous ones list every reading. */
const LEET: Record<string, string[]> = {
  '0': ['o'], '1': ['i', 'l'], '3': ['e'], '4': ['a'], '5': ['s'], '7': ['t'], '8': ['b'], '9': ['g'],
  '@': ['a'], $: ['s'], '!': ['i', 'l'], '|': ['l', 'i'], '+': ['t'], '6': ['g'],
};

/**
 * Words the normaliser prefers when a spelling is ambiguous (which reading of "1", how far to shorten
 * "kiiiill", where to split "killmyself"). Filled by the rules' own vocabulary (see `addLexiconWords`)
 * and a short list of common words.
 */
const LEXICON = new Set<string>(
  (
    'a i am an and are as at be been being but by can cannot could did do does done for from get got go going ' +
    'had has have he her him his how if in into is it its just know let like me mine more my myself no not now ' +
    'of off on one or our out over please right say said see she should so some soon still that the their them ' +
    'then there they this to today tomorrow tonight too up us very want was we were what when where which who ' +
    'why will with would you your yourself all any anymore anyone everyone everything nothing nobody someone ' +
    'here help hate love life live living die dying dead death kill killing killed suicide suicidal self harm ' +
    'selfharm cut cutting hurt hurting end it pain sad alone lonely scared afraid bad good feel feeling need ' +
    'home school class teacher mum dad stepdad brother sister friend friends boyfriend girlfriend secret ' +
    'pics nudes naked older guy man online meet eat eaten food days day week weeks hit hits touches me ' +
    'bored boring homework maths fail test exam game play player boss wanna gonna so sooo yes yeah no nope ' +
    'well fine ok okay thanks thank sorry stop still tired really too fat ugly stupid dumb idiot shut fuck ' +
    'shit bitch drunk high weed vape pills knife gun bring bringing bomb shoot stab'
  ).split(' '),
);

/** Adds words to the normaliser's preferred vocabulary (the rules call it with their own words). */
export function addLexiconWords(words: Iterable<string>): void {
  for (const w of words) if (w.length >= 2 || w === 'i' || w === 'a') LEXICON.add(w);
  TOKEN_CACHE.clear();
}

function known(word: string): boolean {
  return LEXICON.has(word) || Object.prototype.hasOwnProperty.call(TOKEN_MAP, word);
}

/** Reads digits and symbols inside a word as letters, preferring a known word when ambiguous. */
function decodeLeet(token: string): string {
  if (!/[a-z]/.test(token) || !/[0-9@$!|+]/.test(token)) return token;
  // the common readings first, then (for at most 4 ambiguous characters) every combination
  const chars = [...token];
  const ambiguous = chars.filter((c) => (LEET[c]?.length ?? 0) > 1).length;
  const first = chars.map((c) => LEET[c]?.[0] ?? c).join('');
  if (known(first) || ambiguous === 0 || ambiguous > 4) return first;
  let candidates = [''];
  for (const c of chars) {
    const options = LEET[c] ?? [c];
    const next: string[] = [];
    for (const prefix of candidates) for (const o of options) next.push(prefix + o);
    candidates = next;
  }
  return candidates.find(known) ?? first;
}

/** Shortens letters repeated three or more times ("soooo", "kiiiilll"), preferring a known word. */
function shortenStretched(token: string): string {
  if (!/(.)\1\1/.test(token)) return token;
  const runs = token.match(/(.)\1*/g) ?? [token];
  const stretched = runs.filter((r) => r.length >= 3).length;
  const once = runs.map((r) => (r.length >= 3 ? r[0] : r)).join('');
  if (stretched > 5) return once;
  // each stretched run becomes one or two letters: try every combination, ones first
  let candidates = [''];
  for (const r of runs) {
    const options = r.length >= 3 ? [r[0], r[0] + r[0]] : [r];
    const next: string[] = [];
    for (const prefix of candidates) for (const o of options) next.push(prefix + o);
    candidates = next;
  }
  return candidates.find(known) ?? once;
}

/** Reads a starred-out word ("k*ll", "f**k") as the known word it hides, when there is exactly one. */
function unstar(token: string): string {
  if (!token.includes('*')) return token;
  const bare = token.replace(/^\*+|\*+$/g, '');
  if (!/[a-z]/.test(bare) || (bare.match(/\*/g)?.length ?? 0) > 2) return bare.replace(/\*/g, '');
  let candidates = [''];
  for (const c of bare) {
    const options = c === '*' ? ['a', 'e', 'i', 'o', 'u', 'c', 'h', ''] : [c];
    const next: string[] = [];
    for (const prefix of candidates) for (const o of options) next.push(prefix + o);
    candidates = next;
  }
  return candidates.find(known) ?? bare.replace(/\*/g, '');
}

/** Splits a run of joined letters ("killmyself") into known words, or returns it whole. */
function segment(word: string): string {
  if (known(word) || word.length > 60) return word;
  const n = word.length;
  // best[i]: fewest words covering word[0, i)
  const best: Array<number> = new Array(n + 1).fill(Infinity);
  const back: Array<number> = new Array(n + 1).fill(-1);
  best[0] = 0;
  for (let i = 1; i <= n; i++) {
    for (let j = Math.max(0, i - 16); j < i; j++) {
      if (best[j] + 1 < best[i] && known(word.slice(j, i))) {
        best[i] = best[j] + 1;
        back[i] = j;
      }
    }
  }
  if (!Number.isFinite(best[n])) return word;
  const parts: string[] = [];
  for (let i = n; i > 0; i = back[i]) parts.unshift(word.slice(back[i], i));
  return parts.join(' ');
}

/** Letters only, no letter three times in a row: nothing to decode. */
const PLAIN_WORD = /^(?:([a-z])(?!\1\1))+$/;

function mapToken(token: string): string {
  return Object.prototype.hasOwnProperty.call(TOKEN_MAP, token) ? TOKEN_MAP[token] : token;
}

/** Canonical forms of tokens seen before (words repeat across messages); bounded, cleared when full. */
const TOKEN_CACHE = new Map<string, string>();
const TOKEN_CACHE_MAX = 20_000;

/** One raw token (letters, digits and the symbols used for letters) to its canonical word(s). */
function canonicalToken(raw: string): string {
  const cached = TOKEN_CACHE.get(raw);
  if (cached !== undefined) return cached;
  const out = canonicalTokenUncached(raw);
  if (TOKEN_CACHE.size >= TOKEN_CACHE_MAX) TOKEN_CACHE.clear();
  if (raw.length <= 40) TOKEN_CACHE.set(raw, out);
  return out;
}

/** Words whose misspellings and run-together forms are worth repairing ("wnat", "iwanttodie"). */
const RISK_WORDS = new Set(
  ('want kill killing myself die dying dead suicide suicidal hurt hurts hurting cut cutting hits hitting beats ' +
    'touches touching end life alive pills knife gun stab shoot secret eaten eating starve starving anymore ' +
    'wanna going tonight tomorrow nudes pics abuse abuses rape raped touched touch stepdad uncle tablets ' +
    'laxatives older razor blade blades bleed bleeding wrist wrists overdose purge purging noose knives ' +
    'strangles strangled punched punches kicked slapped throat starved eating stabbed selfharming jump hang ' +
    'beat throw plan bridge cuts').split(' '),
);

/**
 * Real words one slip away from a risk word, never "repaired" into it ("rap" is not "rape", "hut" not
 * "hurt"): the common English words the repairs below would otherwise change (checked against a list
 * of 30,000 common words when the repairs were widened).
 */
const NOT_SLIPS = new Set<string>([
  'beta', 'betas', 'plane', 'pan', 'hag', 'jumpy', 'plain', 'plank', 'bridget', 'bridger', 'beaut', 'cults',
  'chang', 'zhang', 'hwang', 'huang', 'shang', 'hyang', 'thang', 'haeng',
  'bats', 'beast', 'beasts', 'bend', 'bets', 'bleats', 'bolder', 'bride', 'colder', 'cult', 'curt',
  'cute', 'dice', 'diem', 'dime', 'dine', 'ding', 'dire', 'dive', 'drape', 'draped', 'dread',
  'drying', 'edie', 'enid', 'fend', 'folder', 'geun', 'gong', 'guan', 'gunn', 'heave', 'hints',
  'holder', 'hut', 'huts', 'keating', 'lend', 'mend', 'ned', 'odd', 'odie', 'pure', 'rally', 'rap',
  'rape', 'rapper', 'rapping', 'raps', 'seating', 'shits', 'shitting', 'shoo', 'shot', 'skill',
  'soot', 'spills', 'stare', 'stared', 'staring', 'tables', 'tend', 'throats', 'touchy', 'writ',
]);

/**
 * Words worth repairing besides the risk words: the verbs and pronouns that carry a risk word's frame
 * ("i hve been cuting", "i wnt to kll myslf"), so a slip in them does not hide the frame.
 */
const FRAME_WORDS = new Set('have going myself never about again really tried cutting burning'.split(' '));
const repairable = (w: string) => RISK_WORDS.has(w) || FRAME_WORDS.has(w);

/**
 * An unknown word one slip away from a risk word: two letters swapped, one letter doubled or dropped,
 * or one vowel left out (text-speak drops vowels: "wnt", "kll", "myslf", "hve").
 */
function repairSlip(word: string): string {
  if (word.length < 3 || word.length > 12 || known(word) || NOT_SLIPS.has(word)) return word;
  for (let i = 0; i + 1 < word.length; i++) {
    const swapped = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    if (repairable(swapped)) return swapped;
  }
  for (let i = 0; i < word.length; i++) {
    const dropped = word.slice(0, i) + word.slice(i + 1);
    // a last "d" is a past tense ("overdosed"), not a slip
    if (dropped.length >= 3 && repairable(dropped) && !(i === word.length - 1 && word[i] === 'd')) return dropped;
    const doubled = word.slice(0, i + 1) + word[i] + word.slice(i + 1);
    if (repairable(doubled)) return doubled;
  }
  for (let i = 1; i <= word.length; i++) {
    for (const v of 'aeiouy') {
      const filled = word.slice(0, i) + v + word.slice(i);
      if (repairable(filled)) return filled;
    }
  }
  // one consonant left out of a longer risk word ("myelf", "touhed", "laxaives"); only into risk words of
  // five letters or more, where a real word is rarely one letter short of one
  if (word.length >= 4) {
    for (let i = 1; i <= word.length; i++) {
      for (const c of 'bcdfghklmnprstvwxz') {
        const filled = word.slice(0, i) + c + word.slice(i);
        if (filled.length >= 5 && RISK_WORDS.has(filled)) return filled;
      }
    }
  }
  return word;
}

/** Words typed without spaces ("iwanttodie"): split when at least three known words come out and one is a risk word. */
function splitRunTogether(word: string): string {
  if (word.length < 8 || known(word)) return word;
  const parts = segment(word).split(' ');
  return parts.length >= 3 && parts.some((p) => RISK_WORDS.has(p)) ? parts.join(' ') : word;
}

function canonicalTokenUncached(raw: string): string {
  if (NOT_SLIPS.has(raw)) return raw;
  if (PLAIN_WORD.test(raw)) {
    if (Object.prototype.hasOwnProperty.call(TOKEN_MAP, raw) || LEXICON.has(raw)) return mapToken(raw);
    return mapToken(splitRunTogether(repairSlip(raw)));
  }
  let t = raw;
  if (t.startsWith('$') && /[a-z]/.test(t)) t = 's' + t.slice(1);
  t = t.replace(/^[!|@+]+/, '').replace(/[!|@$+]+$/, '');
  if (!t) return '';
  if (Object.prototype.hasOwnProperty.call(TOKEN_MAP, t)) return TOKEN_MAP[t];
  if (/^[0-9]+$/.test(t)) return t;
  // decades and ages ("in his 20s", "the 1990s"), not leetspeak
  if (/^[0-9]+0s$/.test(t)) return t;
  // a number and its unit ("8kg", "500cals", "3am"): two words, not leetspeak
  const unit = /^([0-9]+)(kg|kgs|kilos|lbs|lb|st|stone|cals|cal|kcal|calories|cm|ft|am|pm|mg|g|ml|yo|yr|yrs|days|d|h|hrs|hours|x)$/.exec(t);
  if (unit) return `${unit[1]} ${mapToken(unit[2])}`;
  t = unstar(t);
  t = decodeLeet(t);
  t = t.replace(/[^a-z0-9]/g, '');
  t = shortenStretched(t);
  return mapToken(known(t) ? t : splitRunTogether(repairSlip(t)));
}

/**
 * The canonical form of a student's message: see the module comment. Exported for the tests and for
 * callers that screen text themselves.
 */
export function normaliseText(text: string): string {
  let s = String(text ?? '').slice(0, MAX_SCREEN_CHARS);
  s = s.toLowerCase();
  // Anything outside ASCII: accents, look-alike letters, invisible characters, typographic quotes.
  if (/[\u0080-\uffff]/.test(s)) {
    s = s.normalize('NFKD').replace(/\p{M}+/gu, '');
    s = s.replace(/[\u200b-\u200f\u2060\ufeff\u00ad]/g, '');
    s = s.replace(LOOK_ALIKE_RE, (c) => LOOK_ALIKES[c] ?? c);
    s = s.replace(/[\u2018\u2019\u201a\u201b\u00b4\u02bc]/g, "'").replace(/[\u201c\u201d\u201e\u201f\u00ab\u00bb]/g, '"');
  }
  s = s.replace(/`/g, "'");
  // contractions whose apostrophe matters, then apostrophes go ("don't" -> "dont" -> "do not")
  s = s.replace(/\bod(?:'d|'ed|ed)\b/g, 'overdosed').replace(/\bi'll\b/g, 'i will').replace(/\bi'd\b/g, 'i would');
  s = s.replace(/\b(you|they|we|he|she|it)'ll\b/g, '$1 will').replace(/'s\b/g, 's').replace(/'/g, '');
  // dotted or dashed single letters ("k.m.s", "k-i-l-l") become spaced letters
  s = s.replace(/(?<![a-z0-9])([a-z0-9@$])[.\-_,~](?=[a-z0-9@$](?![a-z]))/g, '$1 ');
  // words joined by dots or underscores ("I.WANT.TO.DIE", "kill_myself") are separate words
  s = s.replace(/(?<=[a-z])[._](?=[a-z])/g, ' ');
  // sentence ends become a "." token; every other separator a space
  s = s.replace(/[.?!;]+(?=\s|$|["')\]])|\n+|[:]+(?=\s)/g, ' . ');
  const raw = s.match(/[a-z0-9@$!|*+]+|\./g) ?? [];

  // runs of three or more single characters ("k i l l m y s e l f") are joined, then split into words
  const joined: string[] = [];
  for (let i = 0; i < raw.length; ) {
    if (raw[i].length === 1 && raw[i] !== '.') {
      let j = i;
      while (j < raw.length && raw[j].length === 1 && raw[j] !== '.') j++;
      const run = raw.slice(i, j);
      if (run.length >= 3 && run.filter((c) => /[a-z]/.test(c)).length >= 2) {
        const word = canonicalToken(run.join(''));
        joined.push(word.includes(' ') ? word : segment(word));
      } else {
        for (const c of run) joined.push(canonicalToken(c));
      }
      i = j;
    } else {
      joined.push(raw[i] === '.' ? '.' : canonicalToken(raw[i]));
      i++;
    }
  }
  let out = ' ' + joined.filter(Boolean).join(' ').replace(/\s+/g, ' ') + ' ';
  // a second pass of the token map on words produced by splitting or joining
  out = out.replace(/ ([a-z0-9]+)(?= )/g, (_m, w: string) => ' ' + mapToken(w));
  if (PHRASE_ANY.test(out)) for (const [re, replacement] of PHRASE_MAP) out = out.replace(re, replacement);
  const canonical = out.replace(/(?: \.)+/g, ' .').replace(/\s+/g, ' ').trim().replace(/^\. ?/, '');
  // The text is ASCII now, but V8 may still hold it in two bytes a character (it passed through strings
  // that held other characters): copied to one byte a character, every pattern runs over the one-byte
  // form it was compiled and warmed for at load (index.ts), instead of compiling a second, two-byte form
  // on a student's message, and reads half the memory.
  return Buffer.from(canonical, 'latin1').toString('latin1');
}
