/*
 * How each endpoint is called, as an HTTP request starts: `METHOD /path`, with `:name` placeholders
 * for params. Declared once here, without zod: the endpoints in the other modules are built from
 * these under the same names, and the web app calls an endpoint by importing its route. They are
 * plain strings so that the web's build copies each where it is called (`inlineConst`): a script
 * carries only the routes it calls.
 */

// Health (system.ts)
export const healthz = 'GET /healthz' as const;
export const readyz = 'GET /readyz' as const;

// Accounts (accounts.ts)
export const signup = 'POST /api/v1/signup' as const;
export const signin = 'POST /api/v1/signin' as const;
export const me = 'GET /api/v1/me' as const;
export const resendVerification = 'POST /api/v1/resend-verification' as const;
export const forgotPassword = 'POST /api/v1/forgot-password' as const;
export const resetPassword = 'POST /api/v1/reset-password' as const;
export const changePassword = 'POST /api/v1/me/password' as const;
export const verifyEmail = 'GET /api/v1/verify-email' as const;
export const updateSettings = 'PUT /api/v1/me/settings' as const;
export const deleteAccount = 'DELETE /api/v1/me' as const;
export const logout = 'POST /api/v1/logout' as const;
export const mySessions = 'GET /api/v1/me/sessions' as const;
export const endSession = 'DELETE /api/v1/me/sessions/:id' as const;
export const endAllSessions = 'DELETE /api/v1/me/sessions' as const;

// Levels (levels.ts)
export const levels = 'GET /api/v1/levels' as const;
export const firstLanguageDrills = 'GET /api/v1/first-language-drills' as const;
export const adminCourse = 'GET /api/v1/admin/levels' as const;
export const createLevel = 'POST /api/v1/create-level' as const;
export const levelForAdmin = 'GET /api/v1/admin/levels/:id' as const;
export const levelPreview = 'GET /api/v1/admin/levels/:id/preview' as const;
export const setLevelNumber = 'PUT /api/v1/levels/:id/number' as const;
export const updateLevelSettings = 'PUT /api/v1/levels/:id/settings' as const;
export const updateLevelVideo = 'PUT /api/v1/levels/update-video/:id' as const;
export const updateLevelImage = 'PUT /api/v1/levels/image-update/:id' as const;
export const updateLevelSounds = 'PUT /api/v1/levels/update-sound/:id' as const;
export const updateLevelMcqs = 'PUT /api/v1/levels/update-mcq/:id' as const;
export const updateLevelTexts = 'PUT /api/v1/levels/update-text/:id' as const;
export const reorderLevels = 'PUT /api/v1/levels/reorder' as const;
export const deleteLevel = 'DELETE /api/v1/level/:id' as const;

// Levels, in bulk (level-bulk.ts)
export const bulkLevels = 'POST /api/v1/levels/bulk' as const;

// Media (media.ts)
export const sounds = 'GET /api/v1/sounds' as const;
export const createSound = 'POST /api/v1/create-sound' as const;
export const updateSound = 'PUT /api/v1/sound/:id' as const;
export const deleteSound = 'DELETE /api/v1/sound/:id' as const;
export const uploadAudio = 'POST /api/v1/audio-upload-single' as const;
export const generateAudio = 'POST /api/v1/generate-audio' as const;
export const suggestTranscription = 'GET /api/v1/transcription' as const;
export const videos = 'GET /api/v1/all-videos' as const;
export const uploadVideo = 'POST /api/v1/upload-video' as const;
export const createVideo = 'POST /api/v1/create-video' as const;
export const updateVideo = 'PUT /api/v1/video/:id' as const;
export const deleteVideo = 'DELETE /api/v1/delete-video/:id' as const;
export const images = 'GET /api/v1/all-images' as const;
export const uploadImage = 'POST /api/v1/upload-image' as const;
export const createImage = 'POST /api/v1/create-image' as const;
export const updateImage = 'PUT /api/v1/image/:id' as const;
export const deleteImage = 'DELETE /api/v1/delete-image/:id' as const;

// Quizzes and badges (quizzes.ts)
export const mcqs = 'GET /api/v1/mcqs' as const;
export const createMcq = 'POST /api/v1/mcq' as const;
export const updateMcq = 'PUT /api/v1/mcq/:id' as const;
export const deleteMcq = 'DELETE /api/v1/mcq/:id' as const;
export const badges = 'GET /api/v1/badges' as const;
export const createBadge = 'POST /api/v1/badge/create' as const;
export const updateBadge = 'PUT /api/v1/badge/:id' as const;
export const deleteBadge = 'DELETE /api/v1/badge/:id' as const;

// Progress (progress.ts)
export const carryGuestProgress = 'POST /api/v1/me/guest-progress' as const;
export const setLevel = 'POST /api/v1/me/level' as const;
export const answer = 'POST /api/v1/me/answer' as const;
export const resetProgress = 'POST /api/v1/me/reset-progress' as const;

// Users (users.ts)
export const adminUsers = 'GET /api/v1/admin/users' as const;

// Audit (audit.ts)
export const auditLog = 'GET /api/v1/admin/audit' as const;

// Inbox (inbox.ts)
export const messages = 'GET /api/v1/admin/messages' as const;
export const updateMessage = 'PUT /api/v1/admin/messages/:id' as const;
export const deleteRequestedAccount = 'POST /api/v1/admin/messages/:id/delete-account' as const;
export const subscribers = 'GET /api/v1/admin/subscribers' as const;
export const subscribersCsv = 'GET /api/v1/admin/subscribers.csv' as const;

// Site (site.ts)
export const sendFeedback = 'POST /api/v1/send-feedback' as const;
export const confirmDeletion = 'POST /api/v1/confirm-deletion' as const;
export const subscribe = 'POST /api/v1/subscribe' as const;
export const unsubscribe = 'POST /api/v1/unsubscribe' as const;
export const posts = 'GET /api/v1/posts' as const;
export const createPost = 'POST /api/v1/create' as const;
export const updatePost = 'PUT /api/v1/posts/:id' as const;
export const deletePost = 'DELETE /api/v1/posts/:id' as const;
export const siteInfo = 'GET /api/v1/site-info' as const;

// Payments (payments.ts)
export const checkoutOptions = 'GET /api/v1/checkout/options' as const;
export const createCheckoutSession = 'POST /api/v1/checkout/session' as const;
export const payTestCharge = 'POST /api/v1/checkout/test-pay' as const;
export const updatePremiumStatus = 'POST /api/update-premium-status' as const;
export const stripeWebhook = 'POST /api/v1/payments/webhook/stripe' as const;
export const paypalWebhook = 'POST /api/v1/payments/webhook/paypal' as const;
export const adminUserPayments = 'GET /api/v1/admin/users/:id/payments' as const;

// Sign-in providers (sign-in-providers.ts)
export const googleAuth = 'GET /api/v1/auth/google' as const;
export const googleCallback = 'GET /api/v1/auth/google/callback' as const;
export const signinApple = 'POST /api/v1/signin/apple' as const;

// Sounds (sounds.ts)
export const mySounds = 'GET /api/v1/me/sounds' as const;
export const mergeGuestSounds = 'POST /api/v1/me/sounds/guest' as const;
export const startReview = 'POST /api/v1/me/review' as const;
export const answerReview = 'POST /api/v1/me/review/:id/answer' as const;
export const levelAnswerStats = 'GET /api/v1/admin/levels/answer-stats' as const;
export const levelAnswerDetails = 'GET /api/v1/admin/levels/:id/answer-stats' as const;
export const courseInsights = 'GET /api/v1/admin/insights' as const;

// Course archive (course-archive.ts)
export const courseSummary = 'GET /api/v1/admin/course-summary' as const;
export const exportCourse = 'GET /api/v1/admin/course-archive' as const;
export const importCourse = 'POST /api/v1/admin/course-archive' as const;

/** The form field in which each upload endpoint takes its file. */
export const uploadFields = {
  createSound: 'sound',
  updateSound: 'sound',
  uploadAudio: 'audio',
  uploadVideo: 'video',
  updateVideo: 'link',
  uploadImage: 'file',
  updateImage: 'link',
} as const;
