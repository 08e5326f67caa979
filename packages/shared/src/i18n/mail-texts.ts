import type { Language } from './languages.ts';

/**
 * The shopper mails' words in each language (ADR 0029). Mails are built on the server only, so both
 * languages sit in this one module; the English words are the ones the mails always had.
 */
export type MailTexts = {
  greeting: (name: string) => string;
  sizeFact: (size: string) => string;
  designFact: (design: string) => string;
  quantity: (n: number) => string;
  order: {
    subject: (store: string, label: string) => string;
    intro: (store: string, label: string) => string;
    shipping: string;
    codFee: string;
    toPayOnDelivery: string;
    totalPaid: string;
    deliveringTo: (address: string) => string;
    deliveryNote: string;
    downloadInvoice: (invoiceNumber: string) => string;
    followOrder: string;
  };
  dispatch: {
    subject: (store: string, label: string) => string;
    body: (store: string, label: string, carrier: string) => string;
    trackingNumber: (tracking: string) => string;
    trackIt: string;
    yourOrders: string;
  };
  delivered: {
    subject: (store: string, label: string) => string;
    intro: (store: string, label: string) => string;
    replacementWindow: string;
    viewOrders: string;
  };
  reset: {
    subject: (store: string) => string;
    intro: (store: string) => string;
    withinHour: string;
    link: string;
    ignore: string;
  };
  cartReminder: {
    subject: (store: string) => string;
    intro: (store: string, count: number) => string;
    yourCart: string;
    notHeld: string;
    stop: string;
  };
  backInStock: {
    subjectOne: (store: string, name: string) => string;
    subjectMany: (store: string, count: number) => string;
    introOne: string;
    introMany: string;
    limited: string;
    yourWishlist: string;
    stop: string;
  };
};

const en: MailTexts = {
  greeting: (name) => `Hello ${name},`,
  sizeFact: (size) => `Size ${size}`,
  designFact: (design) => `Design ${design}`,
  quantity: (n) => `Qty ${n}`,
  order: {
    subject: (store, label) => `Your ${store} order ${label} is confirmed`,
    intro: (store, label) => `Thank you for shopping with ${store}. Your order ${label} is confirmed.`,
    shipping: 'Shipping',
    codFee: 'Cash on Delivery fee',
    toPayOnDelivery: 'To pay in cash on delivery',
    totalPaid: 'Total paid',
    deliveringTo: (address) => `Delivering to: ${address}`,
    deliveryNote: 'Your order will be delivered in 5-7 days after the order confirmation.',
    downloadInvoice: (n) => `Download invoice ${n}`,
    followOrder: 'Follow your order',
  },
  dispatch: {
    subject: (store, label) => `Your ${store} order ${label} is on its way`,
    body: (store, label, carrier) => `Your ${store} order ${label} has been dispatched by ${carrier}.`,
    trackingNumber: (t) => `Tracking number: ${t}`,
    trackIt: 'Track it',
    yourOrders: 'Your orders',
  },
  delivered: {
    subject: (store, label) => `Your ${store} order ${label} has been delivered`,
    intro: (store, label) => `Your ${store} order ${label} has been delivered. We hope you sleep well in it.`,
    replacementWindow:
      'If a piece arrived damaged or defective, request a replacement from My Orders within 7 days of delivery, with an unboxing video.',
    viewOrders: 'View your orders',
  },
  reset: {
    subject: (store) => `Reset your ${store} password`,
    intro: (store) => `We received a request to reset the password of your ${store} account.`,
    withinHour: 'Open this link within one hour to choose a new password:',
    link: 'Reset your password',
    ignore: 'If you did not ask for this, ignore this mail: your password stays as it is.',
  },
  cartReminder: {
    subject: (store) => `Your ${store} cart is waiting`,
    intro: (store, count) => `You left ${count === 1 ? 'a piece' : 'some pieces'} in your ${store} cart:`,
    yourCart: 'Your cart',
    notHeld: 'Stock is limited and pieces are not held until you pay.',
    stop: 'Stop cart reminders',
  },
  backInStock: {
    subjectOne: (store, name) => `Back in stock at ${store}: ${name}`,
    subjectMany: (store, count) => `${count} pieces on your wishlist are back in stock at ${store}`,
    introOne: 'A piece on your wishlist is back in stock:',
    introMany: 'Pieces on your wishlist are back in stock:',
    limited: 'Stock is limited, so they may sell out again.',
    yourWishlist: 'Your wishlist',
    stop: 'Stop back-in-stock mails',
  },
};

const hi: MailTexts = {
  greeting: (name) => `नमस्ते ${name},`,
  sizeFact: (size) => `साइज़ ${size}`,
  designFact: (design) => `डिज़ाइन ${design}`,
  quantity: (n) => `मात्रा ${n}`,
  order: {
    subject: (store, label) => `आपका ${store} ऑर्डर ${label} कन्फ़र्म हो गया है`,
    intro: (store, label) => `${store} से ख़रीदारी के लिए धन्यवाद। आपका ऑर्डर ${label} कन्फ़र्म हो गया है।`,
    shipping: 'शिपिंग',
    codFee: 'COD चार्ज',
    toPayOnDelivery: 'डिलीवरी पर नक़द देने हैं',
    totalPaid: 'कुल भुगतान',
    deliveringTo: (address) => `डिलीवरी का पता: ${address}`,
    deliveryNote: 'ऑर्डर कन्फ़र्म होने के 5-7 दिन में आपका ऑर्डर पहुँच जाएगा।',
    downloadInvoice: (n) => `इनवॉइस ${n} डाउनलोड करें`,
    followOrder: 'अपना ऑर्डर देखें',
  },
  dispatch: {
    subject: (store, label) => `आपका ${store} ऑर्डर ${label} रास्ते में है`,
    body: (store, label, carrier) => `आपका ${store} ऑर्डर ${label} ${carrier} से भेज दिया गया है।`,
    trackingNumber: (t) => `ट्रैकिंग नंबर: ${t}`,
    trackIt: 'ट्रैक करें',
    yourOrders: 'आपके ऑर्डर',
  },
  delivered: {
    subject: (store, label) => `आपका ${store} ऑर्डर ${label} डिलीवर हो गया है`,
    intro: (store, label) => `आपका ${store} ऑर्डर ${label} डिलीवर हो गया है। उम्मीद है इसमें आपको चैन की नींद आएगी।`,
    replacementWindow:
      'अगर कोई पीस ख़राब या डिफ़ेक्टिव पहुँचा है, तो डिलीवरी के 7 दिन के अंदर "आपके ऑर्डर" से अनबॉक्सिंग वीडियो के साथ रिप्लेसमेंट माँगें।',
    viewOrders: 'अपने ऑर्डर देखें',
  },
  reset: {
    subject: (store) => `अपना ${store} पासवर्ड रीसेट करें`,
    intro: (store) => `आपके ${store} खाते का पासवर्ड रीसेट करने का अनुरोध हमें मिला है।`,
    withinHour: 'नया पासवर्ड चुनने के लिए एक घंटे के अंदर यह लिंक खोलें:',
    link: 'अपना पासवर्ड रीसेट करें',
    ignore: 'अगर यह अनुरोध आपने नहीं किया, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड नहीं बदलेगा।',
  },
  cartReminder: {
    subject: (store) => `आपका ${store} कार्ट आपका इंतज़ार कर रहा है`,
    intro: (store, count) => `आपने अपने ${store} कार्ट में ${count === 1 ? 'एक पीस' : 'कुछ पीस'} छोड़ दिए हैं:`,
    yourCart: 'आपका कार्ट',
    notHeld: 'स्टॉक सीमित है, और पेमेंट होने तक पीस आपके लिए रोके नहीं जाते।',
    stop: 'कार्ट रिमाइंडर बंद करें',
  },
  backInStock: {
    subjectOne: (store, name) => `${store} पर फिर से स्टॉक में: ${name}`,
    subjectMany: (store, count) => `आपकी विशलिस्ट के ${count} पीस ${store} पर फिर से स्टॉक में हैं`,
    introOne: 'आपकी विशलिस्ट का एक पीस फिर से स्टॉक में है:',
    introMany: 'आपकी विशलिस्ट के पीस फिर से स्टॉक में हैं:',
    limited: 'स्टॉक सीमित है, ये फिर से बिक सकते हैं।',
    yourWishlist: 'आपकी विशलिस्ट',
    stop: 'स्टॉक में वापसी वाले ईमेल बंद करें',
  },
};

export const MAIL_TEXTS: Record<Language, MailTexts> = { en, hi };
export const mailTextsFor = (lang: Language): MailTexts => MAIL_TEXTS[lang];
