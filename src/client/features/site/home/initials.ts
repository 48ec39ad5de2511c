// Honorifics written before a Latin name ("Mr Wang", "Dr. Siti Rahman") and titles written after a
// Chinese surname ("王先生", "Tan 先生", "赵同学"): neither is the letter a reader expects in an avatar.
const latinHonorifics = new Set(['mr', 'mrs', 'ms', 'miss', 'mdm', 'madam', 'mx', 'dr', 'prof', 'sir', 'dato', "dato'", 'datin', 'encik', 'puan', 'cik']);
const chineseTitles = /(先生|女士|小姐|太太|夫人|博士|教授|老师|同学|医生|律师|总|经理)$/u;
// Malay and Tamil names have no family name: "Ahmad bin Ismail" is Ahmad, son of Ismail.
const patronymicMarkers = new Set(['bin', 'binti', 'bte', 'bt', 'a/l', 'a/p', 's/o', 'd/o']);
const han = /\p{Script=Han}/u;

/**
 * The letter shown in a person's avatar: the surname's initial, as a reader of the name would pick it.
 * "王先生" → "王", "Mr Wang" → "W", "Ms. Siti Rahman" → "R" (Western order: the last word),
 * "Ahmad bin Ismail" → "A" (no surname: the given name). Empty input gives "".
 */
export function avatarInitial(name: string): string {
  const trimmed = name.trim().replace(chineseTitles, '').trim();
  const words = trimmed.split(/\s+/u).filter((w) => w && !latinHonorifics.has(w.toLowerCase().replace(/\.$/u, '')));
  if (words.length === 0) return firstLetter(name.trim());
  // a Chinese name puts the surname first: "王小明", "陈 先生"
  if (han.test(words[0]!.charAt(0))) return firstLetter(words[0]!);
  const marker = words.findIndex((w) => patronymicMarkers.has(w.toLowerCase()));
  if (marker > 0) return firstLetter(words[0]!);
  return firstLetter(words[words.length - 1]!);
}

function firstLetter(word: string): string {
  const [first = ''] = Array.from(word);
  return first.toLocaleUpperCase();
}
