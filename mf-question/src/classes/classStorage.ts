/**
 * The class a student asks in, remembered per account in this browser (a shared computer may have
 * several students), so the picker starts on the class used last. Logout clears it with the rest of
 * the storage; storage may be refused (private mode): then the picker starts on the first class.
 */
const keyOf = (accountId: string) => `mfQuestion.class.${accountId}`;

export function rememberClass(accountId: string, classId: string) {
  try {
    localStorage.setItem(keyOf(accountId), classId);
  } catch {
    // Storage refused: the picker starts on the first class next time.
  }
}

export function rememberedClass(accountId: string): string | null {
  try {
    return localStorage.getItem(keyOf(accountId));
  } catch {
    return null;
  }
}
