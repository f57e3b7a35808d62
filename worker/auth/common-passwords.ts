/**
 * The most common passwords of 8 characters or more (from public breach-frequency lists), refused
 * at registration, reset and change (docs/product/accounts.md). Compared case-insensitively.
 */
const COMMON = new Set(
  `password 12345678 123456789 1234567890 qwertyuiop password1 iloveyou 11111111 00000000 abc12345
  password123 qwerty123 1q2w3e4r 1q2w3e4r5t sunshine princess football baseball welcome1 admin123
  letmein1 trustno1 superman starwars whatever qwertyui asdfghjk zaq12wsx 1qaz2wsx passw0rd p@ssw0rd
  12341234 123123123 987654321 computer michelle jennifer 11223344 88888888 12121212 qazwsxedc
  iloveyou1 monkey123 dragon123 master123 shadow123 charlie1 mustang1 internet samsung1 changeme
  welcome123 password! q1w2e3r4 1234qwer qwer1234 asdf1234 abcd1234 aaaaaaaa 12344321 147258369
  123qweasd qweasdzxc 1234abcd 22222222 55555555 66666666 77777777 99999999 12345678910 0123456789
  qwerty12 qwerty1234 password12 password2 passwort hallo123 motdepasse contraseña azertyuiop
  987654321a 123456789a a123456789 letmein123 football1 baseball1 princess1 sunshine1 superman1
  michael1 jordan23 liverpool arsenal1 chelsea1 barcelona 1234567a iloveyou2 loveyou1 freedom1
  whatever1 trustno11 starwars1 pokemon1 minecraft fortnite1 batman123 spiderman 1234567890a
  administrator welcome2 summer2024 summer2025 winter2025 spring2026 autumn2026 parlo123 learner123`
    .split(/\s+/)
    .filter(Boolean),
);

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE = "This password is too common. Please choose a less guessable one.";
