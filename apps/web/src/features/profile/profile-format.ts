// How the profile page shows a name and a phone number: initials for the avatar, Indian numbers grouped 5 + 5.

/** Up to two initials: the first letters of the first and last words ("Aarav Kumar Sharma" → "AS"). */
export function initialsOf(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const initial = (word: string | undefined) => (word ? (Array.from(word)[0] ?? '') : '');
  return `${initial(words[0])}${words.length > 1 ? initial(words.at(-1)) : ''}`.toLocaleUpperCase();
}

/** "+919876543210" → "+91 98765 43210"; any other shape is shown as stored. */
export function formatPhone(phone: string): string {
  const match = /^\+91(\d{5})(\d{5})$/.exec(phone.replace(/[\s-]/g, ''));
  return match ? `+91 ${match[1]} ${match[2]}` : phone;
}
