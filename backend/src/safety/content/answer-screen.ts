/**
 * The offline check of what the model writes (docs/safety.md, "The answer as it streams"):
 * deliberately narrow. A word list over a tutor's educational output mostly fires on biology,
 * history and health lessons (the K-12 deployment that turned its filters back to detect-only), so
 * this only names what no answer to a child may contain whatever the lesson: instructions for
 * ending one's life or self-harm, making weapons or explosives, getting drugs, and explicit sexual
 * content. The school's classifier (MODERATION_PROVIDER) does the broad check.
 */
const RULES: { name: string; pattern: RegExp }[] = [
  {
    name: 'self-harm-instructions',
    pattern:
      /\b(?:(?:the )?(?:best|easiest|quickest|fastest|most painless|least painful|surest) (?:way|ways|method|methods) to (?:kill yourself|end your life|die|commit suicide|hurt yourself|cut yourself)|(?:how to|you (?:could|can|should|need to)|try to) (?:kill yourself|end your life|hang yourself|cut yourself|cut deeper|overdose|slit your)|(?:take|swallow) (?:at least |about |around )?\d+ (?:pills|tablets)(?: of [a-z]+)? (?:to|and you will) (?:die|end it|not wake up)|(?:a )?(?:lethal|fatal|deadly) (?:dose|amount) (?:for you |for someone your (?:size|age) )?(?:would be|is about|is around|is roughly) \d+)/,
  },
  {
    name: 'weapon-instructions',
    pattern:
      /\b(?:(?:to )?(?:make|build|assemble|wire|construct) (?:a |an |the |your )?(?:pipe bomb|bomb|explosive device|molotov cocktail|detonator|ghost gun|zip gun|silencer)|(?:attach|connect|wire) the (?:detonator|fuse|blasting cap)|(?:pack|fill) the (?:pipe|container|bottle) with (?:the )?(?:powder|gunpowder|explosive|black powder))\b/,
  },
  {
    name: 'drug-instructions',
    pattern:
      /\b(?:(?:you can )?(?:buy|get|order) (?:weed|cannabis|cocaine|coke|mdma|molly|xanax|lean|vapes?|alcohol|booze) (?:from|on|online|without (?:id|your parents))|(?:to )?(?:cook|make|extract) (?:meth|crystal meth|crack|lean|dmt)|hide (?:it|the smell|your vape|the bottle) from your (?:parents|mum|mom|dad|teachers?))\b/,
  },
  {
    name: 'sexual-explicit',
    pattern:
      /\b(?:blow ?job|hand ?job|cumming|cum shot|deepthroat|dick pic|send (?:me |him |her )?(?:nudes|naked (?:pics|pictures|photos))|sext(?:ing)? (?:me|him|her)|(?:rub|stroke|touch) (?:your|my|his|her) (?:dick|cock|pussy|clit|penis|vagina)|horny)\b/,
  },
];

/**
 * Words at least one rule needs: one pass over an ordinary answer finds none of them and the rules
 * are not run (their alternations cost several times more per character).
 */
const RULE_WORDS =
  /yourself|your life|suicide|die|cut deeper|overdose|slit your|pills|tablets|lethal|fatal|deadly|bomb|explosive|molotov|detonator|ghost gun|zip gun|silencer|fuse|blasting cap|powder|weed|cannabis|cocaine|coke|mdma|molly|xanax|lean|vape|alcohol|booze|meth|crack|dmt|hide|blow ?job|hand ?job|cum|deepthroat|dick|cock|nudes|naked|sext|horny|pussy|clit|penis|vagina/;

export interface AnswerScreenVerdict {
  harmful: boolean;
  /** Names of the rules that fired, never the text. */
  matched: string[];
}

/**
 * The model writes plain text, not a student's spaced, starred or misspelt words: lower case,
 * straight apostrophes and single spaces are all the patterns need. (The student screen's
 * normalisation costs about ten times more, on every answer of a class asking at once.)
 */
function plain(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[\u2018\u2019\u02bc`]/g, "'")
      // Every run of white space to one space; a single space, which is most of them, is not matched
      // (replacing each with itself built a new string per answer sentence).
      .replace(/\s{2,}|[^\S ]/g, ' ')
  );
}

/** One stretch of an answer (a sentence or a few). */
export function screenAnswerText(text: string): AnswerScreenVerdict {
  const norm = plain(text);
  if (!RULE_WORDS.test(norm)) return { harmful: false, matched: [] };
  const matched = RULES.filter((rule) => rule.pattern.test(norm)).map((rule) => rule.name);
  return { harmful: matched.length > 0, matched };
}
