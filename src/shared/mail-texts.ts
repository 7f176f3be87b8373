// What the weekly summary e-mail and the replies to e-mail say (docs/product.md#weekly-summary-e-mail,
// docs/product.md#replying-by-e-mail). The server builds the messages; the texts are here with the others.
import { FORUM_NAME } from './texts';

export const MAIL_TEXT = {
  replyByMailHint:
    'You can answer by replying to this e-mail: your reply appears in the thread under your name. Write above the quoted message. Attach pictures or PDFs only once you have covered names, addresses and owner numbers in them.',

  bounceSubject: 'Your e-mail reply was not posted',
  bounceGreeting: (who: string | null) => (who ? `Hello ${who},` : 'Hello,'),
  bounceUnknownAddress:
    'The address you wrote to is not a reply address of the forum, or it no longer works. Reply addresses stop working when you change your password or your e-mail address.',
  bounceWhatToDoUnknown:
    'Please open the thread on the website and reply there, or reply to a newer e-mail from the forum.',
  bounceWrongSender: (from: string) =>
    `A reply was sent to one of your reply addresses from ${from}, which is not the e-mail address of your account. Replies are only accepted from the address you registered with, so it was not posted.`,
  bounceWhatToDoSender:
    'If you sent it, send it again from the address of your account, or reply on the website. If you did not, you can ignore this e-mail: nothing was posted.',
  bounceAccountClosed: 'Your account cannot post on the forum, so your reply was not posted.',
  bounceRefused: (title: string, why: string) => `Your reply to "${title}" was not posted: ${why}`,
  bounceWhatToDoRefused:
    'Your text is below, so nothing is lost. You can post it on the website once the reason above no longer applies.',
  bounceEmpty:
    'We found no text of yours in the e-mail, only the quoted message. Please write your answer above the quoted part and send it again.',
  bounceTooMany: (perHour: number) =>
    `You have replied by e-mail ${perHour} times in the last hour, the most allowed. Please wait an hour, or reply on the website.`,
  bounceFault:
    'Something went wrong on our side while posting your reply. Please try again later, or reply on the website.',
  bounceTextHeading: 'Your text:',
  bounceFilesRefused: (names: string[]) =>
    `Your reply was posted, but these attachments were not added: ${names.join(', ')}.`,
  bounceFilesRefusedSubject: 'Some attachments of your e-mail reply were not added',
  bounceReason: `You get this because an e-mail reached ${FORUM_NAME}'s reply address.`,
  openThread: 'Open the thread',

  summarySubject: (count: number) =>
    `Your week on ${FORUM_NAME}: ${count} ${count === 1 ? 'thing' : 'things'} you may have missed`,
  summaryGreeting: (username: string) => `Hello ${username}, here is what happened while you were away.`,
  summaryUnreadHeading: 'New replies in threads you follow:',
  summaryPopularHeading: 'Most liked in the categories and land you follow:',
  summarySolvedHeading: 'Answered questions in the categories and land you follow:',
  summaryUnreadLine: (title: string, count: number, url: string) =>
    `"${title}": ${count} new ${count === 1 ? 'reply' : 'replies'}. ${url}`,
  summaryThreadLine: (title: string, votes: number, replies: number, url: string) =>
    `"${title}" (${votes} ${votes === 1 ? 'like' : 'likes'}, ${replies} ${replies === 1 ? 'reply' : 'replies'}). ${url}`,
  summaryAction: 'Visit the forum',
  summaryReason: `You get this weekly summary because you have not visited ${FORUM_NAME} for a week. It comes only in weeks you have not visited; stop it for good with the link below or in your e-mail settings.`,
  summarySettingLabel: 'A weekly summary when I have not visited for a week',
  summaryUnsubscribeLabel: 'The weekly summary',
} as const;
