/** The longest reason, note or comment the contract takes (`maxLength` 2000). */
export const ACTION_TEXT_MAX_LENGTH = 2000;

/** Why a typed reason, note or comment is refused before it is sent; null when it is fine. */
export function actionTextError(text: string): 'required' | 'tooLong' | null {
  if (text.trim() === '') return 'required';
  if (text.length > ACTION_TEXT_MAX_LENGTH) return 'tooLong';
  return null;
}
