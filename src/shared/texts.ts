// User-facing texts that the product description gives word for word (sections 5 and 8). Server and client use these
// constants so the two never drift apart.
/** The forum's name, as the site and its e-mails show it; typing it confirms the database reset. */
export const FORUM_NAME = 'Oklahoma Mineral Rights Forum';

export const TEXT = {
  allFieldsRequired: 'All fields are required',
  acceptGuidelines: 'You must read and accept the Community Guidelines before registering',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 8 characters long',
  invalidEmail: 'Please enter a valid email address',
  duplicateAccount: 'Username or email already exists. Please try a different one.',
  loginIncorrect: 'Username or password is incorrect. Please try again.',
  loginNotJson: 'Login Error: Server is not responding correctly. Please try again later.',
  loginGeneric: 'Login Error: Unable to sign in. Please try again.',
  networkError: 'Network Error: Unable to connect to server. Please check your connection.',
  registerNotJson: 'Registration Error: Server is not responding correctly. Please try again later.',
  registerGeneric: 'Registration Error: Unable to create account. Please try again.',
  accountSuspended:
    'This account has been suspended. Contact the moderators if you believe this is a mistake.',
  profileUpdated: 'Profile updated successfully!',
  profileFailed: 'Failed to update profile',
  threadLocked: 'This thread is locked and cannot be replied to',
  loginToVote: 'Please login to vote',
  loginToReply: 'Please login to reply to this thread',
  loginToCreate: 'Please login to create a thread',
  notSignedIn: 'You must be signed in to do that.',
  forbidden: 'You do not have permission to do that.',
  accessDenied: 'You must be an administrator to access this page.',
  pageNotFound: 'Page Not Found',
  errorTitle: 'Oops! Something went wrong',
  errorBody: "We encountered an unexpected error. Don't worry, your data is safe.",
  selectReason: 'Please select a reason',
  reportSubmitted: 'Report submitted successfully. Thank you for helping keep our community safe.',
  // Admin and moderation (docs/product.md#validation and #messages).
  banRequiresReason: 'Ban requires a reason',
  resetCancelled: "Reset cancelled: type the forum's name exactly to confirm",
  /** The database reset is confirmed by typing the forum's name. */
  resetPhrase: FORUM_NAME,
  resetDisabled:
    'Database reset is turned off on this server. The operator can enable it with ALLOW_DATABASE_RESET=true.',
  databaseReset: 'Database reset successfully',
  resetFailed: 'Failed to reset database',
  fetchUsersFailed: 'Failed to fetch users',
  fetchStatsFailed: 'Failed to fetch stats',
  fetchLogsFailed: 'Failed to fetch logs',
  updateRoleFailed: 'Failed to update role',
  updateMemberCategoryFailed: 'Failed to update member category',
  banFailed: 'Failed to ban user',
  unbanFailed: 'Failed to unban user',
  deleteUserFailed: 'Failed to delete user',
  roleUpdated: 'Role updated successfully',
  memberCategoryUpdated: 'Member category updated successfully',
  userBanned: 'User banned successfully',
  userUnbanned: 'User unbanned successfully',
  userDeleted: 'User deleted successfully',
  userWarned: 'Warning sent',
  userMuted: 'User muted',
  userUnmuted: 'Mute lifted',
  fetchReportsFailed: 'Failed to fetch reports',
  loadReportsFailed: 'Failed to load reports',
  approveFailed: 'Failed to approve report',
  reportApproved: 'Report approved successfully',
  removeFailed: 'Failed to remove content',
  contentRemoved: 'Content removed successfully',
  dismissFailed: 'Failed to dismiss report',
  reportDismissed: 'Report dismissed',
  reportFailed: 'Failed to submit report',
  reportFailedRetry: 'Failed to submit report. Please try again.',
  contentUnavailable: 'Content unavailable',
  confirmApprove: 'Approve this content? It will remain visible to users.',
  promptRemoveReason: 'Enter reason for removing this content (optional):',
  confirmRoleChange: 'Change user role to {role}?',
  confirmUnban: 'Unban {name}?',
  confirmDeleteUser: 'PERMANENTLY DELETE user {name}? This cannot be undone!',
} as const;

/** Words after a step that moves the member on, shown on the page they arrive at (zod-free, for the first chunks). */
export const PASSWORD_CHANGED =
  'Your password was changed. Other devices signed in to your account were signed out.';
export const checkYourEmail = (email: string) =>
  `Welcome! We have sent a link to ${email}: please open it to confirm your address. Check your spam folder if it has not arrived in a few minutes.`;
