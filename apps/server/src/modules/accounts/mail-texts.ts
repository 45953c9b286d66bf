import type { Language } from '@tp/contract';

export interface MailTexts {
  verifySubject: string;
  /** Placeholders: {{name}}, {{link}}. */
  verifyBody: string;
  resetSubject: string;
  /** Placeholders: {{name}}, {{link}}. */
  resetBody: string;
  signupAttemptSubject: string;
  /** To an account whose address someone tried to sign up with. Placeholders: {{name}}, {{signInLink}}, {{resetLink}}. */
  signupAttemptBody: string;
  welcomeSubject: string;
  /** Placeholder: {{link}} (the unsubscribe link). */
  welcomeBody: string;
  deletionSubject: string;
  /** Placeholders: {{name}} (the account's), {{link}}. */
  deletionBody: string;
}

/** The account and mailing-list e-mails in every interface language. */
export const mailTexts: Record<Language, MailTexts> = {
  en: {
    verifySubject: 'Verify your e-mail address for TP',
    verifyBody:
      'Hello {{name}},\n\nPlease confirm your e-mail address by opening this link:\n\n{{link}}\n\nThe link is valid for 24 hours. If you did not create a TP account, you can ignore this message.\n',
    resetSubject: 'Reset your TP password',
    resetBody:
      'Hello {{name}},\n\nSomeone asked to reset the password of your TP account. To choose a new password, open this link:\n\n{{link}}\n\nThe link is valid for 1 hour and can be used once. If you did not ask for this, you can ignore this message: your password stays the same.\n',
    signupAttemptSubject: 'Someone tried to sign up to TP with your address',
    signupAttemptBody:
      'Hello {{name}},\n\nSomeone just tried to create a TP account with this e-mail address, which already has one. No new account was made, and yours stays as it is.\n\nIf it was you, sign in here:\n\n{{signInLink}}\n\nIf you have forgotten your password, reset it here:\n\n{{resetLink}}\n\nIf it was not you, you can ignore this message.\n',

    welcomeSubject: 'Welcome to the TP mailing list',
    welcomeBody:
      'Thank you for subscribing to TP news. Now and then we will write about new levels and tips for hearing English sounds.\n\nTo stop receiving these e-mails, open this link:\n\n{{link}}\n',
    deletionSubject: 'Confirm the deletion of your TP account',
    deletionBody:
      'Hello {{name}},\n\nSomeone asked through the TP website for the TP account with this e-mail address to be deleted, with everything saved in it. If it was you, confirm the request by opening this link:\n\n{{link}}\n\nThe link is valid for 7 days and can be used once. The TP team deletes the account only once the request is confirmed. If you did not ask for this, ignore this message: your account stays as it is.\n',
  },
  hi: {
    verifySubject: 'TP के लिए अपना ई-मेल पता सत्यापित करें',
    verifyBody:
      'नमस्ते {{name}},\n\nकृपया यह लिंक खोलकर अपने ई-मेल पते की पुष्टि करें:\n\n{{link}}\n\nयह लिंक 24 घंटे तक मान्य रहेगा। यदि आपने TP खाता नहीं बनाया है, तो आप इस संदेश को अनदेखा कर सकते हैं।\n',
    resetSubject: 'अपना TP पासवर्ड रीसेट करें',
    resetBody:
      'नमस्ते {{name}},\n\nकिसी ने आपके TP खाते का पासवर्ड रीसेट करने का अनुरोध किया है। नया पासवर्ड चुनने के लिए यह लिंक खोलें:\n\n{{link}}\n\nयह लिंक 1 घंटे तक मान्य रहेगा और केवल एक बार उपयोग किया जा सकता है। यदि आपने यह अनुरोध नहीं किया है, तो आप इस संदेश को अनदेखा कर सकते हैं: आपका पासवर्ड नहीं बदलेगा।\n',
    signupAttemptSubject: 'किसी ने आपके पते से TP पर साइन अप करने की कोशिश की',
    signupAttemptBody:
      'नमस्ते {{name}},\n\nकिसी ने अभी इस ई-मेल पते से TP खाता बनाने की कोशिश की, जबकि इस पते का खाता पहले से मौजूद है। कोई नया खाता नहीं बनाया गया और आपका खाता जैसा है वैसा ही है।\n\nयदि यह आप थे, तो यहाँ साइन इन करें:\n\n{{signInLink}}\n\nयदि आप अपना पासवर्ड भूल गए हैं, तो उसे यहाँ रीसेट करें:\n\n{{resetLink}}\n\nयदि यह आप नहीं थे, तो आप इस संदेश को अनदेखा कर सकते हैं।\n',

    welcomeSubject: 'TP मेलिंग सूची में आपका स्वागत है',
    welcomeBody:
      'TP समाचार की सदस्यता लेने के लिए धन्यवाद। हम समय-समय पर नए स्तरों और अंग्रेज़ी ध्वनियाँ सुनने के सुझावों के बारे में लिखेंगे।\n\nये ई-मेल पाना बंद करने के लिए यह लिंक खोलें:\n\n{{link}}\n',
    deletionSubject: 'अपने TP खाते को हटाने की पुष्टि करें',
    deletionBody:
      'नमस्ते {{name}},\n\nकिसी ने TP वेबसाइट के माध्यम से इस ई-मेल पते वाले TP खाते और उसमें सहेजी गई हर चीज़ को हटाने का अनुरोध किया है। यदि यह अनुरोध आपने किया है, तो यह लिंक खोलकर इसकी पुष्टि करें:\n\n{{link}}\n\nयह लिंक 7 दिनों तक मान्य रहेगा और केवल एक बार उपयोग किया जा सकता है। TP टीम खाता तभी हटाती है जब अनुरोध की पुष्टि हो जाती है। यदि आपने यह अनुरोध नहीं किया है, तो इस संदेश को अनदेखा करें: आपका खाता जैसा है वैसा ही रहेगा।\n',
  },
  es: {
    verifySubject: 'Verifica tu dirección de correo electrónico para TP',
    verifyBody:
      'Hola, {{name}}:\n\nPor favor, confirma tu dirección de correo electrónico abriendo este enlace:\n\n{{link}}\n\nEl enlace es válido durante 24 horas. Si no has creado una cuenta de TP, puedes ignorar este mensaje.\n',
    resetSubject: 'Restablece tu contraseña de TP',
    resetBody:
      'Hola, {{name}}:\n\nAlguien ha solicitado restablecer la contraseña de tu cuenta de TP. Para elegir una contraseña nueva, abre este enlace:\n\n{{link}}\n\nEl enlace es válido durante 1 hora y solo puede usarse una vez. Si no lo has solicitado, puedes ignorar este mensaje: tu contraseña no cambiará.\n',
    signupAttemptSubject: 'Alguien ha intentado registrarse en TP con tu dirección',
    signupAttemptBody:
      'Hola, {{name}}:\n\nAlguien acaba de intentar crear una cuenta de TP con esta dirección de correo electrónico, que ya tiene una. No se ha creado ninguna cuenta nueva y la tuya sigue igual.\n\nSi has sido tú, inicia sesión aquí:\n\n{{signInLink}}\n\nSi has olvidado tu contraseña, restablécela aquí:\n\n{{resetLink}}\n\nSi no has sido tú, puedes ignorar este mensaje.\n',

    welcomeSubject: 'Te damos la bienvenida a la lista de correo de TP',
    welcomeBody:
      'Gracias por suscribirte a las novedades de TP. De vez en cuando te escribiremos sobre niveles nuevos y consejos para oír los sonidos del inglés.\n\nPara dejar de recibir estos correos, abre este enlace:\n\n{{link}}\n',
    deletionSubject: 'Confirma la eliminación de tu cuenta de TP',
    deletionBody:
      'Hola, {{name}}:\n\nAlguien ha solicitado a través del sitio web de TP que se elimine la cuenta de TP con esta dirección de correo electrónico, junto con todo lo guardado en ella. Si has sido tú, confirma la solicitud abriendo este enlace:\n\n{{link}}\n\nEl enlace es válido durante 7 días y solo puede usarse una vez. El equipo de TP solo elimina la cuenta cuando la solicitud está confirmada. Si no lo has solicitado, ignora este mensaje: tu cuenta seguirá como está.\n',
  },
  fr: {
    verifySubject: 'Vérifiez votre adresse e-mail pour TP',
    verifyBody:
      "Bonjour {{name}},\n\nVeuillez confirmer votre adresse e-mail en ouvrant ce lien :\n\n{{link}}\n\nCe lien est valable 24 heures. Si vous n'avez pas créé de compte TP, vous pouvez ignorer ce message.\n",
    resetSubject: 'Réinitialisez votre mot de passe TP',
    resetBody:
      "Bonjour {{name}},\n\nQuelqu'un a demandé la réinitialisation du mot de passe de votre compte TP. Pour choisir un nouveau mot de passe, ouvrez ce lien :\n\n{{link}}\n\nCe lien est valable 1 heure et ne peut être utilisé qu'une seule fois. Si vous n'êtes pas à l'origine de cette demande, vous pouvez ignorer ce message : votre mot de passe reste inchangé.\n",

    welcomeSubject: 'Bienvenue sur la liste de diffusion de TP',
    signupAttemptSubject: 'Quelqu’un a tenté de s’inscrire sur TP avec votre adresse',
    signupAttemptBody:
      'Bonjour {{name}},\n\nQuelqu’un vient d’essayer de créer un compte TP avec cette adresse e-mail, qui en a déjà un. Aucun nouveau compte n’a été créé et le vôtre reste inchangé.\n\nSi c’était vous, connectez-vous ici :\n\n{{signInLink}}\n\nSi vous avez oublié votre mot de passe, réinitialisez-le ici :\n\n{{resetLink}}\n\nSi ce n’était pas vous, vous pouvez ignorer ce message.\n',
    welcomeBody:
      'Merci de vous être abonné aux nouvelles de TP. De temps en temps, nous vous écrirons au sujet des nouveaux niveaux et de conseils pour entendre les sons de l’anglais.\n\nPour ne plus recevoir ces e-mails, ouvrez ce lien :\n\n{{link}}\n',
    deletionSubject: 'Confirmez la suppression de votre compte TP',
    deletionBody:
      "Bonjour {{name}},\n\nQuelqu'un a demandé, via le site de TP, la suppression du compte TP associé à cette adresse e-mail et de tout ce qui y est enregistré. Si c'est vous, confirmez la demande en ouvrant ce lien :\n\n{{link}}\n\nCe lien est valable 7 jours et ne peut être utilisé qu'une seule fois. L'équipe TP ne supprime le compte qu'une fois la demande confirmée. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre compte reste tel quel.\n",
  },
  de: {
    verifySubject: 'Bestätigen Sie Ihre E-Mail-Adresse für TP',
    verifyBody:
      'Hallo {{name}},\n\nbitte bestätigen Sie Ihre E-Mail-Adresse, indem Sie diesen Link öffnen:\n\n{{link}}\n\nDer Link ist 24 Stunden lang gültig. Wenn Sie kein TP-Konto erstellt haben, können Sie diese Nachricht ignorieren.\n',
    resetSubject: 'Setzen Sie Ihr TP-Passwort zurück',
    resetBody:
      'Hallo {{name}},\n\njemand hat angefordert, das Passwort Ihres TP-Kontos zurückzusetzen. Um ein neues Passwort festzulegen, öffnen Sie diesen Link:\n\n{{link}}\n\nDer Link ist 1 Stunde lang gültig und kann nur einmal verwendet werden. Wenn Sie dies nicht angefordert haben, können Sie diese Nachricht ignorieren: Ihr Passwort bleibt unverändert.\n',
    signupAttemptSubject: 'Jemand wollte sich mit Ihrer Adresse bei TP registrieren',
    signupAttemptBody:
      'Hallo {{name}},\n\njemand hat gerade versucht, mit dieser E-Mail-Adresse ein TP-Konto anzulegen, obwohl sie bereits eines hat. Es wurde kein neues Konto angelegt, und Ihres bleibt unverändert.\n\nWenn Sie das waren, melden Sie sich hier an:\n\n{{signInLink}}\n\nWenn Sie Ihr Passwort vergessen haben, setzen Sie es hier zurück:\n\n{{resetLink}}\n\nWenn Sie das nicht waren, können Sie diese Nachricht ignorieren.\n',

    welcomeSubject: 'Willkommen auf der TP-Mailingliste',
    welcomeBody:
      'Danke, dass du die TP-Neuigkeiten abonniert hast. Ab und zu schreiben wir dir über neue Level und Tipps zum Hören englischer Laute.\n\nUm diese E-Mails nicht mehr zu erhalten, öffne diesen Link:\n\n{{link}}\n',
    deletionSubject: 'Bestätigen Sie die Löschung Ihres TP-Kontos',
    deletionBody:
      'Hallo {{name}},\n\njemand hat über die TP-Website beantragt, das TP-Konto mit dieser E-Mail-Adresse samt allem darin Gespeicherten zu löschen. Wenn Sie das waren, bestätigen Sie den Antrag, indem Sie diesen Link öffnen:\n\n{{link}}\n\nDer Link ist 7 Tage lang gültig und kann nur einmal verwendet werden. Das TP-Team löscht das Konto erst, wenn der Antrag bestätigt ist. Wenn Sie dies nicht beantragt haben, ignorieren Sie diese Nachricht: Ihr Konto bleibt unverändert.\n',
  },
  zh: {
    verifySubject: '验证您用于 TP 的电子邮件地址',
    verifyBody:
      '{{name}}，您好：\n\n请打开以下链接，确认您的电子邮件地址：\n\n{{link}}\n\n该链接在 24 小时内有效。如果您没有注册过 TP 账户，可以忽略此邮件。\n',
    resetSubject: '重置您的 TP 密码',
    resetBody:
      '{{name}}，您好：\n\n有人请求重置您的 TP 账户密码。如需设置新密码，请打开以下链接：\n\n{{link}}\n\n该链接在 1 小时内有效，且只能使用一次。如果您没有提出此请求，可以忽略此邮件，您的密码不会更改。\n',
    signupAttemptSubject: '有人尝试用您的地址注册 TP',
    signupAttemptBody:
      '{{name}}，您好：\n\n有人刚刚尝试用这个电子邮件地址注册 TP 账户，但该地址已有账户。我们没有创建新账户，您的账户保持不变。\n\n如果是您本人，请在此登录：\n\n{{signInLink}}\n\n如果您忘记了密码，请在此重置：\n\n{{resetLink}}\n\n如果不是您本人，可以忽略此邮件。\n',

    welcomeSubject: '欢迎订阅 TP 邮件列表',
    welcomeBody:
      '感谢订阅 TP 新闻。我们会不时写信介绍新关卡以及听辨英语发音的技巧。\n\n如不想再收到这些邮件，请打开此链接：\n\n{{link}}\n',
    deletionSubject: '确认删除您的 TP 账户',
    deletionBody:
      '{{name}}，您好：\n\n有人通过 TP 网站请求删除使用此电子邮件地址的 TP 账户及其中保存的所有内容。如果是您本人提出的，请打开以下链接确认该请求：\n\n{{link}}\n\n该链接在 7 天内有效，且只能使用一次。只有在请求得到确认后，TP 团队才会删除该账户。如果您没有提出此请求，请忽略此邮件，您的账户将保持不变。\n',
  },
  ko: {
    verifySubject: 'TP 이메일 주소를 인증해 주세요',
    verifyBody:
      '{{name}}님, 안녕하세요.\n\n아래 링크를 열어 이메일 주소를 인증해 주세요.\n\n{{link}}\n\n이 링크는 24시간 동안 유효합니다. TP 계정을 만드신 적이 없다면 이 메일을 무시하셔도 됩니다.\n',
    resetSubject: 'TP 비밀번호 재설정',
    resetBody:
      '{{name}}님, 안녕하세요.\n\nTP 계정의 비밀번호 재설정 요청이 접수되었습니다. 새 비밀번호를 설정하려면 아래 링크를 열어 주세요.\n\n{{link}}\n\n이 링크는 1시간 동안 유효하며 한 번만 사용할 수 있습니다. 직접 요청하지 않으셨다면 이 메일을 무시하셔도 됩니다. 비밀번호는 변경되지 않습니다.\n',
    signupAttemptSubject: '누군가 회원님의 주소로 TP 가입을 시도했습니다',
    signupAttemptBody:
      '{{name}}님, 안녕하세요.\n\n누군가 방금 이 이메일 주소로 TP 계정을 만들려고 했지만, 이 주소에는 이미 계정이 있습니다. 새 계정은 만들어지지 않았으며 회원님의 계정은 그대로입니다.\n\n본인이 시도하셨다면 여기에서 로그인하세요.\n\n{{signInLink}}\n\n비밀번호를 잊으셨다면 여기에서 재설정하세요.\n\n{{resetLink}}\n\n본인이 아니라면 이 메일을 무시하셔도 됩니다.\n',

    welcomeSubject: 'TP 메일링 리스트에 오신 것을 환영합니다',
    welcomeBody:
      'TP 소식을 구독해 주셔서 감사합니다. 새로운 레벨과 영어 소리를 듣는 요령을 가끔 보내 드리겠습니다.\n\n이 메일을 더 이상 받지 않으려면 다음 링크를 여세요.\n\n{{link}}\n',
    deletionSubject: 'TP 계정 삭제 확인',
    deletionBody:
      '{{name}}님, 안녕하세요.\n\nTP 웹사이트를 통해 이 이메일 주소를 사용하는 TP 계정과 그 안에 저장된 모든 정보를 삭제해 달라는 요청이 접수되었습니다. 직접 요청하셨다면 아래 링크를 열어 요청을 확인해 주세요.\n\n{{link}}\n\n이 링크는 7일 동안 유효하며 한 번만 사용할 수 있습니다. TP 팀은 요청이 확인된 후에만 계정을 삭제합니다. 직접 요청하지 않으셨다면 이 메일을 무시하세요. 계정은 그대로 유지됩니다.\n',
  },
  ja: {
    verifySubject: '【TP】メールアドレスのご確認',
    verifyBody:
      '{{name}} 様\n\n以下のリンクを開いて、メールアドレスをご確認ください。\n\n{{link}}\n\nこのリンクの有効期限は24時間です。TPのアカウントを作成された覚えがない場合は、このメールを無視していただいて構いません。\n',
    resetSubject: '【TP】パスワードの再設定',
    resetBody:
      '{{name}} 様\n\nTPアカウントのパスワード再設定のリクエストを受け付けました。新しいパスワードを設定するには、以下のリンクを開いてください。\n\n{{link}}\n\nこのリンクの有効期限は1時間で、ご利用いただけるのは1回限りです。お心当たりがない場合は、このメールを無視していただいて構いません。パスワードは変更されません。\n',
    signupAttemptSubject: '【TP】お客様のアドレスで登録が試みられました',
    signupAttemptBody:
      '{{name}} 様\n\nこのメールアドレスで TP アカウントの作成が試みられましたが、このアドレスのアカウントはすでにあります。新しいアカウントは作成されず、お客様のアカウントはそのままです。\n\nご本人の場合は、こちらからログインしてください。\n\n{{signInLink}}\n\nパスワードをお忘れの場合は、こちらから再設定してください。\n\n{{resetLink}}\n\nお心当たりがない場合は、このメールを無視していただいて構いません。\n',

    welcomeSubject: 'TP メーリングリストへようこそ',
    welcomeBody:
      'TP ニュースにご登録いただきありがとうございます。新しいレベルや英語の音を聞き取るコツを時々お届けします。\n\nこのメールの受信を停止するには、次のリンクを開いてください。\n\n{{link}}\n',
    deletionSubject: '【TP】アカウント削除のご確認',
    deletionBody:
      '{{name}} 様\n\nTPのウェブサイトから、このメールアドレスのTPアカウントと、そこに保存されているすべてのデータを削除するリクエストを受け付けました。ご本人によるリクエストの場合は、以下のリンクを開いてリクエストを確定してください。\n\n{{link}}\n\nこのリンクの有効期限は7日間で、ご利用いただけるのは1回限りです。TPチームは、リクエストが確定してからアカウントを削除します。お心当たりがない場合は、このメールを無視してください。アカウントはそのまま残ります。\n',
  },
  ru: {
    verifySubject: 'Подтвердите адрес электронной почты для TP',
    verifyBody:
      'Здравствуйте, {{name}}!\n\nПожалуйста, подтвердите адрес электронной почты, открыв эту ссылку:\n\n{{link}}\n\nСсылка действительна в течение 24 часов. Если вы не создавали аккаунт TP, просто проигнорируйте это письмо.\n',
    resetSubject: 'Сброс пароля TP',
    resetBody:
      'Здравствуйте, {{name}}!\n\nПоступил запрос на сброс пароля вашего аккаунта TP. Чтобы задать новый пароль, откройте эту ссылку:\n\n{{link}}\n\nСсылка действительна в течение 1 часа и может быть использована только один раз. Если вы не запрашивали сброс пароля, просто проигнорируйте это письмо: ваш пароль останется прежним.\n',
    signupAttemptSubject: 'Кто-то пытался зарегистрироваться в TP с вашим адресом',
    signupAttemptBody:
      'Здравствуйте, {{name}}!\n\nКто-то только что попытался создать аккаунт TP с этим адресом электронной почты, но для него аккаунт уже есть. Новый аккаунт не создан, ваш остался без изменений.\n\nЕсли это были вы, войдите здесь:\n\n{{signInLink}}\n\nЕсли вы забыли пароль, сбросьте его здесь:\n\n{{resetLink}}\n\nЕсли это были не вы, просто проигнорируйте это письмо.\n',

    welcomeSubject: 'Добро пожаловать в рассылку TP',
    welcomeBody:
      'Спасибо за подписку на новости TP. Время от времени мы будем писать о новых уровнях и советах, как лучше слышать звуки английского.\n\nЧтобы больше не получать эти письма, откройте ссылку:\n\n{{link}}\n',
    deletionSubject: 'Подтвердите удаление аккаунта TP',
    deletionBody:
      'Здравствуйте, {{name}}!\n\nЧерез сайт TP поступил запрос на удаление аккаунта TP с этим адресом электронной почты и всех сохранённых в нём данных. Если это были вы, подтвердите запрос, открыв эту ссылку:\n\n{{link}}\n\nСсылка действительна в течение 7 дней и может быть использована только один раз. Команда TP удаляет аккаунт только после подтверждения запроса. Если вы не отправляли этот запрос, просто проигнорируйте это письмо: ваш аккаунт останется без изменений.\n',
  },
  pt: {
    verifySubject: 'Confirme seu endereço de e-mail no TP',
    verifyBody:
      'Olá, {{name}}!\n\nPor favor, confirme seu endereço de e-mail abrindo este link:\n\n{{link}}\n\nO link é válido por 24 horas. Se você não criou uma conta no TP, pode ignorar esta mensagem.\n',
    resetSubject: 'Redefina sua senha do TP',
    resetBody:
      'Olá, {{name}}!\n\nAlguém solicitou a redefinição da senha da sua conta no TP. Para escolher uma nova senha, abra este link:\n\n{{link}}\n\nO link é válido por 1 hora e só pode ser usado uma vez. Se você não fez essa solicitação, pode ignorar esta mensagem: sua senha continuará a mesma.\n',
    signupAttemptSubject: 'Alguém tentou se cadastrar no TP com seu endereço',
    signupAttemptBody:
      'Olá, {{name}}!\n\nAlguém acabou de tentar criar uma conta no TP com este endereço de e-mail, que já tem uma. Nenhuma conta nova foi criada e a sua continua como estava.\n\nSe foi você, entre aqui:\n\n{{signInLink}}\n\nSe você esqueceu sua senha, redefina-a aqui:\n\n{{resetLink}}\n\nSe não foi você, pode ignorar esta mensagem.\n',

    welcomeSubject: 'Boas-vindas à lista de e-mails do TP',
    welcomeBody:
      'Obrigado por assinar as novidades do TP. De vez em quando escreveremos sobre novos níveis e dicas para ouvir os sons do inglês.\n\nPara deixar de receber estes e-mails, abra este link:\n\n{{link}}\n',
    deletionSubject: 'Confirme a exclusão da sua conta do TP',
    deletionBody:
      'Olá, {{name}}!\n\nAlguém solicitou, pelo site do TP, a exclusão da conta do TP com este endereço de e-mail e de tudo o que está salvo nela. Se foi você, confirme a solicitação abrindo este link:\n\n{{link}}\n\nO link é válido por 7 dias e só pode ser usado uma vez. A equipe do TP só exclui a conta depois que a solicitação é confirmada. Se você não fez essa solicitação, ignore esta mensagem: sua conta continuará como está.\n',
  },
  ur: {
    verifySubject: 'TP کے لیے اپنے ای میل ایڈریس کی تصدیق کریں',
    verifyBody:
      'ہیلو {{name}}،\n\nبراہِ کرم یہ لنک کھول کر اپنے ای میل ایڈریس کی تصدیق کریں:\n\n{{link}}\n\nیہ لنک 24 گھنٹے تک کارآمد رہے گا۔ اگر آپ نے TP اکاؤنٹ نہیں بنایا تو آپ اس پیغام کو نظرانداز کر سکتے ہیں۔\n',
    resetSubject: 'اپنا TP پاس ورڈ ری سیٹ کریں',
    resetBody:
      'ہیلو {{name}}،\n\nکسی نے آپ کے TP اکاؤنٹ کا پاس ورڈ ری سیٹ کرنے کی درخواست کی ہے۔ نیا پاس ورڈ منتخب کرنے کے لیے یہ لنک کھولیں:\n\n{{link}}\n\nیہ لنک 1 گھنٹے تک کارآمد رہے گا اور صرف ایک بار استعمال کیا جا سکتا ہے۔ اگر آپ نے یہ درخواست نہیں کی تو آپ اس پیغام کو نظرانداز کر سکتے ہیں: آپ کا پاس ورڈ تبدیل نہیں ہوگا۔\n',
    signupAttemptSubject: 'کسی نے آپ کے ایڈریس سے TP پر سائن اپ کرنے کی کوشش کی',
    signupAttemptBody:
      'ہیلو {{name}}،\n\nکسی نے ابھی اس ای میل ایڈریس سے TP اکاؤنٹ بنانے کی کوشش کی، جبکہ اس ایڈریس کا اکاؤنٹ پہلے سے موجود ہے۔ کوئی نیا اکاؤنٹ نہیں بنایا گیا اور آپ کا اکاؤنٹ جیسا تھا ویسا ہی ہے۔\n\nاگر یہ آپ تھے تو یہاں سائن ان کریں:\n\n{{signInLink}}\n\nاگر آپ اپنا پاس ورڈ بھول گئے ہیں تو اسے یہاں ری سیٹ کریں:\n\n{{resetLink}}\n\nاگر یہ آپ نہیں تھے تو آپ اس پیغام کو نظرانداز کر سکتے ہیں۔\n',

    welcomeSubject: 'TP میلنگ لسٹ میں خوش آمدید',
    welcomeBody:
      'TP کی خبروں کو سبسکرائب کرنے کا شکریہ۔ ہم وقتاً فوقتاً نئے لیولز اور انگریزی آوازیں سننے کے مشوروں کے بارے میں لکھیں گے۔\n\nیہ ای میلز بند کرنے کے لیے یہ لنک کھولیں:\n\n{{link}}\n',
    deletionSubject: 'اپنے TP اکاؤنٹ کو حذف کرنے کی تصدیق کریں',
    deletionBody:
      'ہیلو {{name}}،\n\nکسی نے TP ویب سائٹ کے ذریعے اس ای میل ایڈریس والے TP اکاؤنٹ اور اس میں محفوظ ہر چیز کو حذف کرنے کی درخواست کی ہے۔ اگر یہ درخواست آپ نے کی ہے تو یہ لنک کھول کر اس کی تصدیق کریں:\n\n{{link}}\n\nیہ لنک 7 دن تک کارآمد رہے گا اور صرف ایک بار استعمال کیا جا سکتا ہے۔ TP ٹیم اکاؤنٹ صرف درخواست کی تصدیق کے بعد ہی حذف کرتی ہے۔ اگر آپ نے یہ درخواست نہیں کی تو اس پیغام کو نظرانداز کریں: آپ کا اکاؤنٹ جوں کا توں رہے گا۔\n',
  },
  id: {
    verifySubject: 'Verifikasi alamat email Anda untuk TP',
    verifyBody:
      'Halo {{name}},\n\nSilakan konfirmasi alamat email Anda dengan membuka tautan ini:\n\n{{link}}\n\nTautan ini berlaku selama 24 jam. Jika Anda tidak membuat akun TP, Anda dapat mengabaikan pesan ini.\n',
    resetSubject: 'Atur ulang kata sandi TP Anda',
    resetBody:
      'Halo {{name}},\n\nSeseorang meminta untuk mengatur ulang kata sandi akun TP Anda. Untuk membuat kata sandi baru, buka tautan ini:\n\n{{link}}\n\nTautan ini berlaku selama 1 jam dan hanya dapat digunakan satu kali. Jika Anda tidak memintanya, Anda dapat mengabaikan pesan ini: kata sandi Anda tidak akan berubah.\n',
    signupAttemptSubject: 'Seseorang mencoba mendaftar ke TP dengan alamat Anda',
    signupAttemptBody:
      'Halo {{name}},\n\nSeseorang baru saja mencoba membuat akun TP dengan alamat email ini, padahal alamat ini sudah memiliki akun. Tidak ada akun baru yang dibuat, dan akun Anda tetap seperti semula.\n\nJika itu Anda, masuk di sini:\n\n{{signInLink}}\n\nJika Anda lupa kata sandi, atur ulang di sini:\n\n{{resetLink}}\n\nJika itu bukan Anda, Anda dapat mengabaikan pesan ini.\n',

    welcomeSubject: 'Selamat datang di milis TP',
    welcomeBody:
      'Terima kasih telah berlangganan kabar TP. Sesekali kami akan menulis tentang level baru dan kiat mendengar bunyi bahasa Inggris.\n\nUntuk berhenti menerima e-mail ini, buka tautan ini:\n\n{{link}}\n',
    deletionSubject: 'Konfirmasi penghapusan akun TP Anda',
    deletionBody:
      'Halo {{name}},\n\nSeseorang meminta melalui situs web TP agar akun TP dengan alamat email ini dihapus, beserta semua yang tersimpan di dalamnya. Jika itu Anda, konfirmasikan permintaan ini dengan membuka tautan ini:\n\n{{link}}\n\nTautan ini berlaku selama 7 hari dan hanya dapat digunakan satu kali. Tim TP hanya menghapus akun setelah permintaan dikonfirmasi. Jika Anda tidak memintanya, abaikan pesan ini: akun Anda tetap seperti semula.\n',
  },
};
