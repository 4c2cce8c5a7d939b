/** Text matched literally by LIKE (its default escape character, the backslash): %, _ and \ escaped. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
