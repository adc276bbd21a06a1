/** The text as a regular expression that matches only itself (emails and ids hold dots). */
export const regExpText = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
