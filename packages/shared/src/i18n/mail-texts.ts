import { NDR_REASON_TEXT, type NdrReason } from '../shipping/shipment.rules.ts';
import type { Language } from './languages.ts';
import { hiTexts } from './texts.hi.ts';

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
  signInLink: {
    subject: (store: string) => string;
    tried: (store: string) => string;
    openWithin: string;
    link: (store: string) => string;
    notYours: string;
  };
  refund: {
    startedSubject: (store: string, label: string) => string;
    started: (store: string, label: string, amount: string) => string;
    completedSubject: (store: string, label: string) => string;
    completed: (store: string, label: string, amount: string) => string;
    creditNote: (number: string) => string;
    creditNoteLink: string;
  };
  courier: {
    outSubject: (store: string, label: string) => string;
    out: (label: string, courier: string, awb: string) => string;
    keepCash: string;
    keepPhone: string;
    ndrSubject: (store: string, label: string) => string;
    ndr: (courier: string, label: string, awb: string, reason: string) => string;
    ndrReasons: Record<NdrReason, string>;
    lastAttemptCod: string;
    lastAttemptPaid: string;
    willRetry: (storeEmail: string) => string;
    track: string;
  };
  codCancelled: {
    subject: (store: string, label: string) => string;
    body: (store: string, label: string) => string;
    yourOrders: string;
  };
  replacement: {
    requestedSubject: (label: string) => string;
    requested: (label: string) => string;
    withinDays: string;
    approvedSubject: (label: string) => string;
    approved: (label: string) => string;
    goesOutAs: (replacementLabel: string) => string;
    note: (store: string, note: string) => string;
    rejectedSubject: (label: string) => string;
    rejected: (label: string) => string;
    reason: (reason: string) => string;
    shippedSubject: (label: string) => string;
    shipped: (replacementLabel: string) => string;
    yourOrders: string;
  };
  returns: {
    kindReturn: string;
    kindExchange: string;
    requestedSubject: (kind: string, label: string) => string;
    requested: (kind: string, label: string) => string;
    sizeKept: string;
    withinDays: string;
    pickupSubject: (kind: string, label: string) => string;
    pickup: (label: string) => string;
    pickupAwb: (awb: string) => string;
    selfShipSubject: (kind: string, label: string) => string;
    selfShip: (kind: string, label: string) => string;
    sendBack: (store: string) => string;
    pickedUpSubject: (label: string) => string;
    pickedUp: (label: string) => string;
    receivedSubject: (label: string) => string;
    received: (label: string) => string;
    rejectedSubject: (kind: string, label: string) => string;
    rejected: (kind: string, label: string) => string;
    refundStartedSubject: (label: string) => string;
    refundStarted: (amount: string, label: string, to: string) => string;
    refundedSubject: (label: string) => string;
    refunded: (amount: string, label: string, to: string) => string;
    exchangePlacedSubject: (label: string) => string;
    exchangePlaced: (exchangeLabel: string) => string;
    exchangeShippedSubject: (label: string) => string;
    exchangeShipped: (exchangeLabel: string) => string;
    expiredSubject: (label: string) => string;
    expired: (label: string) => string;
    link: string;
  };
  reviewRequest: {
    subject: (store: string) => string;
    intro: (orderNumber: number) => string;
    link: string;
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
  signInLink: {
    subject: (store) => `Your ${store} sign-in link`,
    tried: (store) =>
      `Someone tried to sign in to your ${store} account with a wrong password several times, so signing in`,
    openWithin:
      'with the password is paused for this email. Open this link within 15 minutes to sign in (it works once):',
    link: (store) => `Sign in to ${store}`,
    notYours: 'If those attempts were not yours, consider changing your password after signing in.',
  },
  refund: {
    startedSubject: (store, label) => `Refund started for your ${store} order ${label}`,
    started: (store, label, amount) =>
      `Your ${store} order ${label} has been cancelled. We have started a refund of ${amount} to your original payment method; banks usually take 5–7 working days.`,
    completedSubject: (store, label) => `Refund completed for your ${store} order ${label}`,
    completed: (store, label, amount) =>
      `The refund of ${amount} for your cancelled ${store} order ${label} has been completed.`,
    creditNote: (n) => `Credit note: ${n}`,
    creditNoteLink: 'Your orders (credit note download)',
  },
  courier: {
    outSubject: (store, label) => `Your ${store} order ${label} is out for delivery`,
    out: (label, courier, awb) => `Your order ${label} is out for delivery with ${courier} today (AWB ${awb}).`,
    keepCash: 'Please keep the cash amount ready for the delivery partner.',
    keepPhone: 'Please keep your phone reachable.',
    ndrSubject: (store, label) => `We could not deliver your ${store} order ${label}`,
    ndr: (courier, label, awb, reason) =>
      `${courier} tried to deliver your order ${label} (AWB ${awb}) but could not: ${reason}.`,
    ndrReasons: NDR_REASON_TEXT,
    lastAttemptCod:
      'This was the last attempt, so the parcel is going back to us and the order will be cancelled; nothing is due from you.',
    lastAttemptPaid:
      'This was the last attempt, so the parcel is going back to us. We will refund you once it arrives.',
    willRetry: (email) =>
      `The courier will try again. To pick a better day, or to correct your phone number or add a landmark, reply to this mail or write to ${email}.`,
    track: 'Track your order',
  },
  codCancelled: {
    subject: (store, label) => `Your ${store} order ${label} has been cancelled`,
    body: (store, label) =>
      `Your ${store} order ${label} has been cancelled. It was to be paid in cash on delivery, so nothing is due and no money moves.`,
    yourOrders: 'Your orders',
  },
  replacement: {
    requestedSubject: (label) => `We received your replacement request for ${label}`,
    requested: (label) => `We received your replacement request for order ${label} with its unboxing video.`,
    withinDays: 'We will look at it within 3 days and write to you.',
    approvedSubject: (label) => `Your replacement for ${label} is approved`,
    approved: (label) => `Your replacement request for order ${label} is approved.`,
    goesOutAs: (r) => `The replacement goes out as order ${r}, at no cost to you.`,
    note: (store, note) => `Note from ${store}: ${note}`,
    rejectedSubject: (label) => `About your replacement request for ${label}`,
    rejected: (label) => `We are sorry: we cannot replace order ${label}.`,
    reason: (reason) => `Reason: ${reason}`,
    shippedSubject: (label) => `Your replacement for ${label} is on its way`,
    shipped: (r) => `Your replacement order ${r} has been dispatched by India Post.`,
    yourOrders: 'Your orders',
  },
  returns: {
    kindReturn: 'return',
    kindExchange: 'exchange',
    requestedSubject: (w, label) => `We received your ${w} request for ${label}`,
    requested: (w, label) => `We received your ${w} request for order ${label}.`,
    sizeKept: 'The new size is kept aside for you while we look at it.',
    withinDays: 'We will look at it within 2 days and write to you.',
    pickupSubject: (w, label) => `Pickup scheduled for your ${w} of ${label}`,
    pickup: (label) => `Our courier will collect the pieces of order ${label} from your address.`,
    pickupAwb: (awb) => `Pickup AWB: ${awb}`,
    selfShipSubject: (w, label) => `Your ${w} of ${label} is approved`,
    selfShip: (w, label) => `Your ${w} request for order ${label} is approved.`,
    sendBack: (store) => `Please send the pieces back to ${store}; we will write when they arrive.`,
    pickedUpSubject: (label) => `The pieces of ${label} are on their way back`,
    pickedUp: (label) => `The courier picked up the pieces of order ${label}.`,
    receivedSubject: (label) => `We received the pieces of ${label}`,
    received: (label) => `The pieces of order ${label} arrived and passed our check.`,
    rejectedSubject: (w, label) => `About your ${w} request for ${label}`,
    rejected: (w, label) => `We are sorry: we cannot accept the ${w} for order ${label}.`,
    refundStartedSubject: (label) => `Refund started for ${label}`,
    refundStarted: (amount, label, to) =>
      `We have started a refund of ${amount} for order ${label} to ${to}; banks usually take 5–7 working days.`,
    refundedSubject: (label) => `Refund completed for ${label}`,
    refunded: (amount, label, to) => `The refund of ${amount} for order ${label} to ${to} has been completed.`,
    exchangePlacedSubject: (label) => `Your exchange for ${label} is on its way soon`,
    exchangePlaced: (e) => `Your new size goes out as order ${e}, at no cost to you.`,
    exchangeShippedSubject: (label) => `Your exchange for ${label} has shipped`,
    exchangeShipped: (e) => `Your exchange order ${e} has been dispatched.`,
    expiredSubject: (label) => `Your exchange request for ${label} has closed`,
    expired: (label) =>
      `Your exchange request for order ${label} was not completed in time and has closed; the size kept aside is released.`,
    link: 'Your returns and exchanges',
  },
  reviewRequest: {
    subject: (store) => `How was your order from ${store}?`,
    intro: (n) =>
      `Your order #${n} was delivered a few days ago. How do you like it? Your review helps other shoppers choose.`,
    link: 'Write a review',
    stop: 'Stop review requests',
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
  signInLink: {
    subject: (store) => `आपका ${store} साइन-इन लिंक`,
    tried: (store) =>
      `किसी ने कई बार ग़लत पासवर्ड से आपके ${store} खाते में साइन इन करने की कोशिश की, इसलिए इस ईमेल के लिए पासवर्ड से साइन इन अभी रोक दिया गया है।`,
    openWithin: 'साइन इन करने के लिए 15 मिनट के अंदर यह लिंक खोलें (यह एक ही बार चलेगा):',
    link: (store) => `${store} में साइन इन करें`,
    notYours: 'अगर ये कोशिशें आपकी नहीं थीं, तो साइन इन करके अपना पासवर्ड बदल लें।',
  },
  refund: {
    startedSubject: (store, label) => `आपके ${store} ऑर्डर ${label} का रिफ़ंड शुरू हो गया है`,
    started: (store, label, amount) =>
      `आपका ${store} ऑर्डर ${label} कैंसल हो गया है। हमने ${amount} का रिफ़ंड आपके पेमेंट के उसी तरीक़े में शुरू कर दिया है; बैंक आम तौर पर 5–7 कामकाजी दिन लेते हैं।`,
    completedSubject: (store, label) => `आपके ${store} ऑर्डर ${label} का रिफ़ंड पूरा हो गया है`,
    completed: (store, label, amount) => `आपके कैंसल हुए ${store} ऑर्डर ${label} का ${amount} का रिफ़ंड पूरा हो गया है।`,
    creditNote: (n) => `क्रेडिट नोट: ${n}`,
    creditNoteLink: 'आपके ऑर्डर (क्रेडिट नोट डाउनलोड करें)',
  },
  courier: {
    outSubject: (store, label) => `आपका ${store} ऑर्डर ${label} आज डिलीवरी के लिए निकला है`,
    out: (label, courier, awb) => `आपका ऑर्डर ${label} आज ${courier} के साथ डिलीवरी के लिए निकला है (AWB ${awb})।`,
    keepCash: 'कृपया डिलीवरी पार्टनर के लिए नक़द रक़म तैयार रखें।',
    keepPhone: 'कृपया अपना फ़ोन पास रखें।',
    ndrSubject: (store, label) => `हम आपका ${store} ऑर्डर ${label} डिलीवर नहीं कर पाए`,
    ndr: (courier, label, awb, reason) =>
      `${courier} ने आपका ऑर्डर ${label} (AWB ${awb}) डिलीवर करने की कोशिश की, पर नहीं कर पाए: ${reason}।`,
    ndrReasons: hiTexts.ndrReasonText,
    lastAttemptCod: 'यह आख़िरी कोशिश थी, इसलिए पार्सल हमारे पास लौट रहा है और ऑर्डर कैंसल हो जाएगा; आपको कुछ नहीं देना है।',
    lastAttemptPaid: 'यह आख़िरी कोशिश थी, इसलिए पार्सल हमारे पास लौट रहा है। उसके पहुँचते ही हम आपका रिफ़ंड कर देंगे।',
    willRetry: (email) =>
      `कूरियर फिर कोशिश करेगा। कोई बेहतर दिन चुनने, फ़ोन नंबर ठीक करने या कोई लैंडमार्क जोड़ने के लिए इस ईमेल का जवाब दें या ${email} पर लिखें।`,
    track: 'अपना ऑर्डर ट्रैक करें',
  },
  codCancelled: {
    subject: (store, label) => `आपका ${store} ऑर्डर ${label} कैंसल हो गया है`,
    body: (store, label) =>
      `आपका ${store} ऑर्डर ${label} कैंसल हो गया है। इसका पेमेंट डिलीवरी पर नक़द होना था, इसलिए आपको कुछ नहीं देना है और कोई पैसा नहीं कटा है।`,
    yourOrders: 'आपके ऑर्डर',
  },
  replacement: {
    requestedSubject: (label) => `${label} के रिप्लेसमेंट का आपका अनुरोध हमें मिल गया है`,
    requested: (label) => `ऑर्डर ${label} के रिप्लेसमेंट का आपका अनुरोध, अनबॉक्सिंग वीडियो के साथ, हमें मिल गया है।`,
    withinDays: 'हम 3 दिन के अंदर इसे देखकर आपको लिखेंगे।',
    approvedSubject: (label) => `${label} का रिप्लेसमेंट मंज़ूर हो गया है`,
    approved: (label) => `ऑर्डर ${label} के रिप्लेसमेंट का आपका अनुरोध मंज़ूर हो गया है।`,
    goesOutAs: (r) => `रिप्लेसमेंट ऑर्डर ${r} के रूप में भेजा जाएगा, आपसे कोई पैसा नहीं लिया जाएगा।`,
    note: (store, note) => `${store} की ओर से नोट: ${note}`,
    rejectedSubject: (label) => `${label} के रिप्लेसमेंट के आपके अनुरोध के बारे में`,
    rejected: (label) => `माफ़ कीजिए: हम ऑर्डर ${label} का रिप्लेसमेंट नहीं कर सकते।`,
    reason: (reason) => `वजह: ${reason}`,
    shippedSubject: (label) => `${label} का रिप्लेसमेंट रास्ते में है`,
    shipped: (r) => `आपका रिप्लेसमेंट ऑर्डर ${r} इंडिया पोस्ट से भेज दिया गया है।`,
    yourOrders: 'आपके ऑर्डर',
  },
  returns: {
    kindReturn: 'रिटर्न',
    kindExchange: 'एक्सचेंज',
    requestedSubject: (w, label) => `${label} के ${w} का आपका अनुरोध हमें मिल गया है`,
    requested: (w, label) => `ऑर्डर ${label} के ${w} का आपका अनुरोध हमें मिल गया है।`,
    sizeKept: 'जब तक हम इसे देख रहे हैं, नया साइज़ आपके लिए अलग रखा गया है।',
    withinDays: 'हम 2 दिन के अंदर इसे देखकर आपको लिखेंगे।',
    pickupSubject: (w, label) => `${label} के ${w} के लिए पिकअप तय हो गया है`,
    pickup: (label) => `हमारा कूरियर ऑर्डर ${label} के पीस आपके पते से ले जाएगा।`,
    pickupAwb: (awb) => `पिकअप AWB: ${awb}`,
    selfShipSubject: (w, label) => `${label} का ${w} मंज़ूर हो गया है`,
    selfShip: (w, label) => `ऑर्डर ${label} के ${w} का आपका अनुरोध मंज़ूर हो गया है।`,
    sendBack: (store) => `कृपया पीस ${store} को वापस भेजें; उनके पहुँचने पर हम आपको लिखेंगे।`,
    pickedUpSubject: (label) => `${label} के पीस हमारे पास लौट रहे हैं`,
    pickedUp: (label) => `कूरियर ने ऑर्डर ${label} के पीस ले लिए हैं।`,
    receivedSubject: (label) => `${label} के पीस हमें मिल गए हैं`,
    received: (label) => `ऑर्डर ${label} के पीस पहुँच गए हैं और हमारी जाँच में ठीक पाए गए।`,
    rejectedSubject: (w, label) => `${label} के ${w} के आपके अनुरोध के बारे में`,
    rejected: (w, label) => `माफ़ कीजिए: हम ऑर्डर ${label} का ${w} स्वीकार नहीं कर सकते।`,
    refundStartedSubject: (label) => `${label} का रिफ़ंड शुरू हो गया है`,
    refundStarted: (amount, label, to) =>
      `हमने ऑर्डर ${label} के ${amount} का रिफ़ंड ${to} में शुरू कर दिया है; बैंक आम तौर पर 5–7 कामकाजी दिन लेते हैं।`,
    refundedSubject: (label) => `${label} का रिफ़ंड पूरा हो गया है`,
    refunded: (amount, label, to) => `ऑर्डर ${label} के ${amount} का रिफ़ंड ${to} में पूरा हो गया है।`,
    exchangePlacedSubject: (label) => `${label} का एक्सचेंज जल्द ही भेजा जाएगा`,
    exchangePlaced: (e) => `आपका नया साइज़ ऑर्डर ${e} के रूप में भेजा जाएगा, आपसे कोई पैसा नहीं लिया जाएगा।`,
    exchangeShippedSubject: (label) => `${label} का एक्सचेंज भेज दिया गया है`,
    exchangeShipped: (e) => `आपका एक्सचेंज ऑर्डर ${e} भेज दिया गया है।`,
    expiredSubject: (label) => `${label} के एक्सचेंज का आपका अनुरोध बंद हो गया है`,
    expired: (label) =>
      `ऑर्डर ${label} के एक्सचेंज का आपका अनुरोध समय पर पूरा नहीं हुआ और बंद हो गया है; अलग रखा गया साइज़ अब छोड़ दिया गया है।`,
    link: 'आपके रिटर्न और एक्सचेंज',
  },
  reviewRequest: {
    subject: (store) => `${store} से आया आपका ऑर्डर कैसा लगा?`,
    intro: (n) => `आपका ऑर्डर #${n} कुछ दिन पहले डिलीवर हुआ था। आपको कैसा लगा? आपका रिव्यू दूसरे ख़रीदारों को चुनने में मदद करता है।`,
    link: 'रिव्यू लिखें',
    stop: 'रिव्यू के अनुरोध बंद करें',
  },
};

export const MAIL_TEXTS: Record<Language, MailTexts> = { en, hi };
export const mailTextsFor = (lang: Language): MailTexts => MAIL_TEXTS[lang];
