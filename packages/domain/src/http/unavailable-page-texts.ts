// The page a shopper gets when the store cannot reach its database (503): its two texts in the 14 languages of
// the picker, for the server-rendered pages, which cannot wait for the web app's translations. The web app holds the
// same texts in apps/web/src/i18n/locales; a test in apps/api checks that the two agree.
import type { LanguageCode } from '../shell/languages.ts';
import { MESSAGES } from '../validation/messages.ts';

export interface UnavailablePageTexts {
  /** MESSAGES.serviceUnavailable in this language. */
  message: string;
  /** The link that loads the page again. */
  tryAgain: string;
}

export const UNAVAILABLE_PAGE_TEXTS: Record<LanguageCode, UnavailablePageTexts> = {
  en: { message: MESSAGES.serviceUnavailable, tryAgain: 'Try again' },
  hi: { message: 'स्टोर कुछ देर के लिए उपलब्ध नहीं है। कृपया थोड़ी देर में फिर से कोशिश करें।', tryAgain: 'फिर से कोशिश करें' },
  bn: {
    message: 'স্টোরটি কিছুক্ষণের জন্য অনুপলব্ধ। অনুগ্রহ করে একটু পরে আবার চেষ্টা করুন।',
    tryAgain: 'আবার চেষ্টা করুন',
  },
  te: { message: 'స్టోర్ కొద్దిసేపు అందుబాటులో లేదు. దయచేసి కాసేపటి తర్వాత మళ్లీ ప్రయత్నించండి.', tryAgain: 'మళ్లీ ప్రయత్నించండి' },
  ta: {
    message: 'ஸ்டோர் சிறிது நேரம் கிடைக்கவில்லை. சிறிது நேரம் கழித்து மீண்டும் முயற்சிக்கவும்.',
    tryAgain: 'மீண்டும் முயலவும்',
  },
  gu: {
    message: 'સ્ટોર થોડા સમય માટે ઉપલબ્ધ નથી. કૃપા કરીને થોડી વારમાં ફરી પ્રયાસ કરો.',
    tryAgain: 'ફરી પ્રયાસ કરો',
  },
  kn: { message: 'ಸ್ಟೋರ್ ಸ್ವಲ್ಪ ಸಮಯ ಲಭ್ಯವಿಲ್ಲ. ದಯವಿಟ್ಟು ಸ್ವಲ್ಪ ಸಮಯದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.', tryAgain: 'ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ' },
  ml: {
    message: 'സ്റ്റോർ അൽപ്പനേരത്തേക്ക് ലഭ്യമല്ല. ദയവായി അൽപ്പസമയത്തിന് ശേഷം വീണ്ടും ശ്രമിക്കുക.',
    tryAgain: 'വീണ്ടും ശ്രമിക്കുക',
  },
  mr: {
    message: 'स्टोअर काही काळासाठी उपलब्ध नाही. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.',
    tryAgain: 'पुन्हा प्रयत्न करा',
  },
  pa: {
    message: 'ਸਟੋਰ ਕੁਝ ਸਮੇਂ ਲਈ ਉਪਲਬਧ ਨਹੀਂ ਹੈ। ਕਿਰਪਾ ਕਰਕੇ ਥੋੜ੍ਹੀ ਦੇਰ ਬਾਅਦ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।',
    tryAgain: 'ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ',
  },
  ur: {
    message: 'اسٹور کچھ دیر کے لیے دستیاب نہیں ہے۔ براہ کرم تھوڑی دیر بعد دوبارہ کوشش کریں۔',
    tryAgain: 'دوبارہ کوشش کریں',
  },
  ne: {
    message: 'स्टोर केही समयका लागि उपलब्ध छैन। कृपया केही बेरपछि फेरि प्रयास गर्नुहोस्।',
    tryAgain: 'फेरि प्रयास गर्नुहोस्',
  },
  as: {
    message: 'ষ্ট’ৰটো কিছু সময়ৰ বাবে উপলব্ধ নহয়। অনুগ্ৰহ কৰি অলপ পিছত পুনৰ চেষ্টা কৰক।',
    tryAgain: 'পুনৰ চেষ্টা কৰক',
  },
  or: { message: 'ଷ୍ଟୋର କିଛି ସମୟ ପାଇଁ ଉପଲବ୍ଧ ନାହିଁ। ଦୟାକରି କିଛି ସମୟ ପରେ ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।', tryAgain: 'ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ' },
};
