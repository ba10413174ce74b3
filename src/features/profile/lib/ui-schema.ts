/**
 * A copy of a UI schema with extra `ui:` options on one field (disable it, change its help),
 * for what the JSON files cannot know: which contact is being edited, who the user is.
 */
export function withFieldOptions<U extends object>(
  uiSchema: U,
  field: string,
  options: Record<string, unknown>,
): U {
  const current = (uiSchema as Record<string, unknown>)[field];
  return {
    ...uiSchema,
    [field]: { ...(typeof current === 'object' && current !== null ? current : {}), ...options },
  };
}
