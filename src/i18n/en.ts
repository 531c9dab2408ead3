/**
 * Every interface string of the site in Canadian English: the chrome, the page templates, the
 * forms, the not-found messages and the document titles. `{name}` marks a value filled in with
 * fill() (src/lib/text.ts). The French dictionary (./fr.ts) must have exactly these keys, each
 * with the same placeholders (./dictionary.test.ts).
 *
 * Islands receive the sections they need as props, never this module: a page's JavaScript
 * carries no dictionary, so a French page ships only French strings.
 */
export const en = {
  /** The document shell (BaseLayout). */
  layout: {
    skipLink: 'Skip to main content',
    feedTitle: '{brand}: Blog',
    /** The document title of a page: its own name, then the brand. */
    pageTitle: '{name} | {brand}',
  },
  brand: {
    blurb:
      'Northpaw removes wildlife humanely, seals the way they got in and repairs what they damaged, for homes and businesses. Our repairs are backed by a written warranty.',
    /** The header logo's words for screen readers, after the short name. */
    homeLink: ' Humane Wildlife Control, home',
  },
  /** Words that join a list: "raccoons, squirrels and bats". */
  and: 'and',
  /** What the business says of its insurance and licences (src/lib/claims.ts). */
  claims: {
    insured: 'Insured',
    insuredLicensed: 'Insured, and licensed {in}',
    licensed: 'Licensed {in}',
    warrantyLink: 'What the warranty covers',
    pesticidesHeading: 'Pesticides and Licences',
    pesticideLicence:
      'We hold a pesticide licence {in}, issued by the {authority}: {kind}{number}. Our technicians treat nests and place bait themselves.',
    licenceNumber: ' (no. {number})',
    /** Where our teams go, city by city, where a team reaches only part of a greater area (reachIn). */
    inCity: 'in {city}',
    /** Québec's itinerant merchant rules (src/lib/claims.ts homeContractNote). */
    homeContractsHeading: 'Contracts Made at Your Home',
    noHomeContractPermit:
      'We hold no itinerant merchant permit from the {authority} {in}, so our technician makes no contract at your home for repairs, insulation, or cleanup and decontamination, and offers none there. After the inspection, our office sends you the written estimate by e-mail; if you want the work done, you accept it by replying to that e-mail or by calling our office, and we send you a copy of the contract before any work begins.',
    homeContractPermit:
      'We hold itinerant merchant permit no. {number} from the {authority} {in}. A contract for repairs, or for insulation you ask for, may be made at your home: you may cancel it within 10 days after you receive your copy, and no work begins before those 10 days are over. Cleanup and decontamination, which an itinerant merchant may not sell at your home, is never agreed there: our office sends you its estimate by e-mail, and you accept it by replying or by calling us.',
    noPesticideLicence:
      'We hold no pesticide licence {in}. We find and identify the nest or colony, set traps and seal the way in; any treatment with a pesticide, such as a wasp nest treatment or bait, is done by a provincially licensed applicator.',
    provinceIn: {
      on: 'in Ontario',
      qc: 'in Quebec',
      bc: 'in British Columbia',
      ab: 'in Alberta',
      sk: 'in Saskatchewan',
      mb: 'in Manitoba',
      ns: 'in Nova Scotia',
      nb: 'in New Brunswick',
      nl: 'in Newfoundland and Labrador',
      pe: 'in Prince Edward Island',
    } as Record<string, string>,
  },
  topBar: {
    label: 'Phone line',
    hours: '24HR 7 DAYS',
    /** {reach}: where our teams go, from site.config.ts (reachIn): "in Greater Toronto". */
    tagline: '· Humane wildlife control {reach} · advice by phone across Canada',
    call: 'Call ',
    /** Beside a line not answered in the page's language (src/lib/phone.ts). */
    answeredIn: 'Answered in {languages}',
  },
  /** The languages, as a sentence names them. */
  languageNames: { en: 'English', fr: 'French' },
  header: {
    nav: 'Main',
    home: 'Home',
    callAria: 'Call {phone}',
  },
  /** The Services & Areas menu and the mobile menu (islands). */
  menu: {
    servicesAndAreas: 'Services & Areas',
    services: 'Services',
    residential: 'Residential',
    commercial: 'Commercial',
    areas: 'Cities and areas',
    allServices: 'All services',
    more: 'More',
    about: 'About',
    contact: 'Contact',
    open: 'Open menu',
    close: 'Close menu',
    mobileNav: 'Mobile',
  },
  /** The header's location button (island). */
  locationButton: {
    choose: 'Select Location',
    change: ', change location',
  },
  footer: {
    services: 'Services',
    allServices: 'All services',
    company: 'Company',
    about: 'About',
    contact: 'Contact',
    blog: 'Blog',
    privacy: 'Privacy',
    terms: 'Terms',
    accessibility: 'Accessibility',
    cookieSettings: 'Cookie settings',
    recentlyViewed: 'Recently Viewed',
    phoneLine: '24/7:',
    legal: 'Head office: {city}, {province}.',
  },
  /** The footer's Recently Viewed list (island). */
  recentlyViewed: {
    empty: 'A service you look up for a city (raccoon removal in Brampton, say) will appear here.',
    entry: '{service} in {city}',
  },
  callNow: {
    label: 'Call now',
    button: 'Call Now',
  },
  /** The consent banner (island). */
  consent: {
    heading: 'Your Privacy',
    text: ': may we measure visits with analytics cookies to improve this site? Nothing measures you unless you accept. See our ',
    privacyLink: 'privacy policy',
    accept: 'Accept',
    reject: 'Reject',
  },
  /** The location picker (island). */
  picker: {
    title: 'Select Your Service Area',
    description: 'Choose your city to see who serves it and the number to call.',
    province: 'Province',
    region: 'Region',
    city: 'City',
    clear: 'Clear selected location',
    close: 'Close',
    /** The search box at the top; {place}, {city} and {km} come from /places.json, {city} is a link. */
    searchLabel: 'Your city, town or postal code',
    ownCity: 'Here is our page for {city}.',
    served: '{place} is {km} km from {city}.',
    notServed: '{place} has no page of its own: the nearest city with one is {city}, {km} km away.',
    noMatch: 'Nothing in Canada matches “{query}”.',
    loadFailed: {
      title: 'Cities Not Loaded',
      description: 'We could not load the list of cities. Please check your connection and try again.',
    },
  },
  /** The toast viewport (island). */
  toast: {
    label: 'Notification',
    close: 'Close',
  },
  /** The service details modal (island). */
  serviceModal: {
    learnMore: 'Learn More',
    close: 'Close',
  },
  /** The live open/closed line (island); {time} and {day} come from Intl in the page's language. */
  openStatus: {
    open: 'Open — Closes {time}',
    opensToday: 'Closed — Opens {time}',
    opensTomorrow: 'Closed — Opens {time} tomorrow',
    opensOn: 'Closed — Opens {time} {day}',
    closed: 'Closed',
  },
  /** The banner on a service page for a visitor who chose a city (island). */
  storedCity: {
    text: 'Looking for details specific to {city}, {province}? ',
    link: 'View your city page',
  },
  call: 'Call',
  /** A service card's hint that it leads to the service. */
  learnMore: 'Learn more',
  chooseCity: 'Choose Your City',
  breadcrumb: 'Breadcrumb',
  faq: {
    heading: 'Frequently Asked Questions',
  },
  /** What every form that takes personal details says (PIPEDA, Law 25). */
  privacyNotice: {
    before: 'We use your details only to answer you; see our ',
    link: 'privacy policy',
    after: '.',
  },
  /** The contact form (island). Its toasts. */
  contactForm: {
    /** The hidden anti-spam field's label: people never see it, screen readers skip it, bots fill it. */
    honeypot: 'Leave this field empty',
    label: 'Contact form',
    name: 'Full Name',
    email: 'Email Address',
    phone: 'Phone Number',
    optional: '(optional)',
    service: 'Service',
    generalInquiry: 'General Inquiry',
    message: 'Message',
    required: 'Fields marked * are required. ',
    send: 'Send message',
    sending: 'Sending…',
    missing: {
      title: 'Missing Information',
      description: 'Please fill out all required fields (Name, Email, Message).',
    },
    invalid: 'Please check the form',
    notSent: 'Message not sent',
    rateLimited: 'You have sent several messages already. Please call us at {phone}.',
    failed: 'We could not send your message. Please try again or call us at {phone}.',
  },
  /** The quick quote form (island). */
  quoteForm: {
    honeypot: 'Leave this field empty',
    label: 'Quick quote for {service} in {city}',
    name: 'Your name',
    phone: 'Phone number',
    send: 'Request my free phone estimate',
    sending: 'Sending…',
    missing: { title: 'Missing Information', description: 'Please fill out both your name and phone number.' },
    sent: {
      title: 'Quote Request Sent!',
      description: "Thank you! We've received your request and will call you back shortly.",
    },
    notSent: 'Request not sent',
    failed: 'We could not send your request. Please call us at {phone}.',
  },
  /** The fields both lead forms share, below the visitor's details: rendered with the page, no JavaScript. */
  leadDetails: {
    postalCode: 'Postal code',
    postalCodeHint: 'So the team nearest you gets your request. The first three characters are enough.',
    photos: 'Photos',
    photosHint: 'Up to {count} pictures of the animal, the damage or the way in, {megabytes} MB each.',
  },
  /**
   * The two questions both lead forms ask, and what to do at once after a bite, a scratch or a bat
   * in the room (UrgencyQuestions.tsx: server-rendered, no JavaScript). The advice is Canadian
   * public health's (docs/health-advice.md).
   */
  urgency: {
    animalInside: 'Is the animal inside your living space right now (not only in the attic or walls)?',
    exposure: 'Has anyone been bitten or scratched by the animal, or woken up with a bat in the room?',
    /** Beside the exposure question: it collects health information (the privacy policy says how it is kept). */
    exposureNote:
      'This answer is about health and is optional: a yes marks your request urgent, so we answer it first, and shows you what to do now; we use it for nothing else.',
    optional: '(optional)',
    yes: 'Yes',
    no: 'No',
    adviceHeading: 'Bitten, scratched or a bat in the room: what to do now',
    advice: [
      'Wash any bite or scratch right away with soap and running water, for about 15 minutes.',
      'Today, call 811 (Info-Santé 811 in Quebec; in Manitoba, Health Links – Info Santé at 1-888-315-9257), your local public health unit or a doctor. Treatment given in time prevents rabies, so whether you need it must be assessed promptly.',
      'If a bat was in the room and you can do it safely, keep it there: close the door and do not touch it with bare hands. Do not let it go, and tell public health: they may have it tested for rabies.',
    ],
  },
  /** What the server answers a lead that does not pass (JSON errors, and the page of a form posted without JavaScript). */
  leadErrors: {
    nameMissing: 'Please enter your name.',
    nameTooLong: 'Please keep your name under {max} characters.',
    emailMissing: 'Please enter your e-mail address.',
    emailTooLong: 'Please shorten the e-mail address.',
    emailInvalid: 'Please enter a valid e-mail address.',
    phoneMissing: 'Please enter your phone number.',
    phoneTooLong: 'Please keep the phone number under {max} characters.',
    phoneInvalid: 'Please enter a phone number using digits.',
    postalCode: 'Please enter a Canadian postal code, like K1A 0B1 or its first three characters.',
    photoTooLarge:
      'A photo is too large: each can be up to {megabytes} MB, {megapixels} megapixels and {side} pixels on its long side.',
    tooManyPhotos: 'Please choose at most {count} photos.',
    photoUnreadable: 'We could not open one of the photos: please send a JPEG, PNG, WebP or HEIC picture.',
    messageMissing: 'Please enter a message.',
    messageTooLong: 'Please keep your message under {max} characters.',
    service: 'Please choose a service from the list.',
    page: 'The page is not a path of this site.',
    kind: 'The form is not one this site knows.',
    animalInside:
      'Please answer yes or no to whether the animal is inside your living space now, or leave it unanswered.',
    exposure:
      'Please answer yes or no to whether anyone was bitten or scratched, or woke up with a bat in the room, or leave it unanswered.',
    /** A form sent less than 3 seconds after it was shown: usually a bot, sometimes a quick person. */
    tooFast: 'That was quick: please wait a moment, then send it again.',
  },
  formPage: {
    invalid: 'Please check the form',
    tooLarge: 'Your message is too long',
    tooLargeText: 'Please shorten your message and send it again.',
    rateLimited: 'Too many requests',
    rateLimitedText: 'Please wait {minutes} minutes and try again, or call us.',
    back: 'Go back to the form',
    orCall: ' or call us any time at ',
    /** The link in the bar at the top of that page, to the site's home page. */
    viewSite: 'View site',
  },
  /**
   * The e-mail a visitor receives at once after sending the contact form, in the page's language.
   * Nothing but the request's own information: Canada's anti-spam law allows it because the
   * visitor asked, and wants the sender's name, mailing address and a way to stop further
   * messages in it (s. 6(2)).
   */
  ackEmail: {
    subject: 'We received your message',
    greeting: 'Hello,',
    received: 'Thank you for writing to {brand}. Your message reached our team on {date}.',
    summary: 'What we received: a message through our contact form.',
    summaryService: 'What we received: a message about {service}.',
    summaryPlace: 'What we received: a message about {place}.',
    summaryServicePlace: 'What we received: a message about {service} in {place}.',
    next: 'What happens next: a member of our team reads it and replies by e-mail or phone within {replyHours} hours.',
    urgent:
      'If an animal is inside your home right now, do not wait for our reply: call {phone}, 24 hours a day, 7 days a week.',
    why: 'You receive this one e-mail because this address was entered in the contact form on {site}. If that was not you, there is nothing to do: we do not add your address to any list.',
    /** The way to stop further messages: a reply to the address the e-mail comes from (replyTo), read by the team. */
    stop: 'To receive no more e-mail from us, reply to this message with the word STOP.',
    /** The head office's mailing address, from site.config.ts. */
    address: '{street}, {city}, {province} {postalCode}',
  },
  /** The not-found messages for a page that does not exist, by kind. */
  notFound: {
    eyebrow: 'Error 404',
    stillNeedHelp: 'Still need help with an animal?',
    allServices: 'All services',
    post: {
      heading: 'Post Not Found',
      text: 'The blog post you are looking for does not exist.',
      link: 'Back to Blog',
    },
    service: { heading: 'Service Not Found', text: 'The service you are looking for does not exist.', link: 'Go Home' },
    content: {
      heading: 'Page Not Found',
      text: 'The content you are looking for is not available.',
      link: 'Go to Homepage',
    },
    location: {
      heading: 'Location Not Found',
      text: "We couldn't find the location you're looking for.",
      link: 'Go to Homepage',
    },
    page: { heading: 'Page Not Found', text: 'The page you are looking for does not exist.', link: 'Go to Homepage' },
  },
  /** The error screen of an island that failed. */
  unexpectedError: 'Unexpected Application Error!',
  contactDetails: {
    phone: 'Phone, 24/7',
    email: 'E-mail',
    area: 'Service area',
    areaText:
      'Visits to homes and businesses {reach}, from our head office in {city}, {province}; advice by phone anywhere in Canada.',
  },
  home: {
    title: '{brand} | Humane Wildlife Removal {reach}',
    /** The title on the share image of the home page and of pages without artwork of their own. */
    shareTitle: 'Humane Wildlife and Pest Control {reach}, Advice by Phone 24/7',
    description:
      'Raccoons, squirrels, skunks, bats and pests removed humanely and kept out, with repairs and a written warranty. Free phone estimate, 24/7: {phone}.',
    eyebrow: 'Humane wildlife & pest control {reach}',
    trust: ['{insured}', 'Written warranty', '{years}+ years experience'],
    servicesEyebrow: 'Popular services',
    servicesTitle: 'Help for Homes and for Businesses',
    servicesText:
      'Tell us what you are hearing or seeing. We find how the animal got in, move it out humanely and close the way behind it.',
    residential: 'Residential services',
    residentialText: 'Attics, chimneys, decks, walls and gardens.',
    commercial: 'Commercial services',
    commercialText: 'Plazas, restaurants, warehouses and properties you manage.',
    locationsEyebrow: 'Find your location',
    locationsTitle: 'One Standard of Care, Wherever You Are',
    locationsText: 'Every city page says which of our teams goes there, if one does, and the number to call.',
    anotherCity: 'Choose another city',
    processEyebrow: 'How it works',
    processTitle: 'Our Humane Process, in Four Steps',
    faq: 'Questions Homeowners Ask Us',
    contactEyebrow: 'Contact',
    contactTitle: 'Talk to a Technician Today',
    contactText:
      'Call any time, day or night. Advice and a first estimate by phone are free, with no obligation; if an inspection is needed, an inspection fee applies and you get a written estimate before any work starts.',
    sendMessage: 'Send us a message',
  },
  about: {
    title: 'About {brand}',
    description:
      '{years}+ years of humane wildlife control {reach}: one-way-door exclusion, sealing, cleanup and repairs with a written warranty, from our Toronto head office.',
    eyebrow: 'About us',
    promises: 'Our Three Promises',
    licences: 'Our Licences',
    licencesText:
      'Licences are provincial: here is every one we hold. Where we hold no pesticide licence, any treatment with a pesticide is done by a provincially licensed applicator.',
    noLicences: 'We hold no provincial licence at this time.',
    /** Only with the insurer and coverage in site.config.ts. */
    insurance: 'Insurance: {coverage}, with {insurer}.',
    licence: '{province}: {kind}. Issued by the {authority}.',
    licenceNumber: 'Licence number: {number}.',
    contactUs: 'Contact us',
  },
  contact: {
    title: 'Contact Us',
    description:
      'Call {phone} 24/7 or e-mail {email} for humane wildlife and pest control {reach}, and for free advice by phone anywhere in Canada.',
    eyebrow: 'Contact',
    heading: 'Contact Northpaw',
    intro:
      'For an animal inside your home or business right now, call: the line is answered 24 hours a day, 7 days a week, and same-day help is offered when a technician is available. For anything else, send us a message and we will reply.',
    reachUs: 'Reach Us',
  },
  thankYou: {
    title: 'Message Received',
    description: 'Thank you for contacting Northpaw. Your message was received.',
    heading: 'Thank You, Your Message Was Received',
    text: "It is with our team now, and we will reply by e-mail or phone. If an animal is inside your home right now, don't wait for us to write back: call, day or night.",
    home: 'Back to the homepage',
  },
  legal: {
    updated: 'Last updated: {date}',
  },
  blog: {
    crumb: 'Blog',
    title: 'Blog: Humane Wildlife Control Advice',
    description:
      'How wildlife gets into Canadian homes, how humane exclusion works, and what to do while you wait for help.',
    feedDescription: 'Humane wildlife control advice for Canadian homes and businesses.',
    eyebrow: 'Blog',
    heading: 'Notes from the Field',
    intro: 'How wildlife gets into Canadian homes, how we get it out humanely, and what you can do in the meantime.',
    back: 'Back to Blog',
    helpHeading: 'Need Professional Help?',
    helpText: 'Choose your city to see who serves it, or call any time for free advice and a first estimate by phone.',
    readingTime: '{minutes} min read',
    /** The list of posts about a page's services, on service, city and city x service pages. */
    fromTheBlog: 'From Our Blog',
  },
  services: {
    crumb: 'Services',
    title: 'Wildlife & Pest Control Services',
    description:
      'Humane removal of raccoons, squirrels, skunks, bats, birds, opossums and groundhogs, plus mouse, rat and wasp control {reach}. Call 24/7: {phone}.',
    heading: 'Our Services',
    intro:
      'Humane removal, exclusion and repairs for every animal that finds its way into a Canadian home or business. Not sure what you are dealing with? Start with ',
    homes: 'services for homes',
    or: ' or ',
    businesses: 'services for businesses',
    end: '.',
  },
  /** /find/: every place and service on one page, where the header's controls lead without JavaScript. */
  find: {
    title: 'Every City and Every Service',
    description:
      'Every city with a Northpaw page, by province and area, and every wildlife and pest service. Not on the list? Call 24/7: {phone}.',
    heading: 'Services & Areas',
    intro: 'Find your city to see who serves it and the number to call, or go straight to the service you need.',
    places: 'Cities and Areas',
    services: 'Services',
    notListed: 'Your Town Is Not on the List?',
    notListedText:
      'Call us at any hour: we will tell you which of our teams is nearest and whether it can come to you.',
    /** The search form at the top, answered by the server (/find/?q=). */
    searchHeading: 'Do We Serve You?',
    searchLabel: 'Enter your city, town or postal code',
    searchButton: 'Search',
    searchNote:
      'We will take you to the page of your city or the nearest one, which says whether a team of ours goes there.',
    /** GeoNames' licence (CC BY 4.0) asks for its name where its data is used; the link follows. */
    placeData: 'Places and their positions: ',
    /** The server's answers to a search. */
    noMatchTitle: 'No Place Found',
    searchTip: 'Try the name of your city or town, or your postal code.',
    tooLong: 'That search is longer than any place’s name.',
    oneAtATime: 'Search for one place at a time.',
    farTitle: 'No Team in {place} Yet',
    farText: 'The nearest cities with a page of their own, in a straight line:',
    kmAway: '{km} km away',
    callUs: 'Call us any time, day or night, and we will tell you whether a team can come to you: ',
    everyCity: 'See every city',
  },
  audience: {
    residential: 'Residential',
    commercial: 'Commercial',
    /** The heading, with where our teams go: "Residential Services in Greater Toronto". */
    heading: '{heading} {reach}',
    description: '{intro}. Call 24/7: {phone}.',
    servicesEyebrow: 'Services',
    servicesTitle: 'What We Take Care Of',
    locationsEyebrow: 'Find your location',
    locationsTitle: 'Find Your City',
    sidebar: 'Get help',
    sidebarText: 'Call 24/7 for free advice and a first estimate by phone.',
    findLocation: 'Find Your Location',
    animalServices: 'Animal Services',
  },
  /** The page of one service, wherever the visitor is. */
  service: {
    title: '{service}: Signs, Method and Costs',
    description: '{description} Free phone estimate, call 24/7: {phone}.',
    chooseCity: 'Choose your city',
    /** {lowercase}: the service's name in lower case ("raccoon removal"); French starts with {service}. */
    whatIs: 'What Is {service}?',
    signsAndRisks: 'Signs & Risks',
    humaneProcess: 'Our Humane Process',
    whenToCall: 'When to Call a Professional',
    range: 'Where {Animals} Live, City by City',
    rangeUnnamed: 'Where They Live, City by City',
    common: 'Common in',
    occasional: 'Less common in',
    absent: 'Not found in',
    cost: 'What It Costs',
    audiences: 'Homes and Businesses',
    homes: 'For Homes',
    homesText: 'Residential wildlife and pest control',
    businesses: 'For Businesses',
    businessesText: 'Commercial sites and properties',
    faq: '{service}: Questions',
    localTeam: 'Find Your City',
    localTeamText: 'Who serves your city, and details for {lowercase} there.',
    selectCity: 'Select Your City',
    locations: 'Cities',
    backHome: 'Back to Homepage',
    closing: 'Ready to Solve Your Wildlife Problem?',
    closingText: 'Call any time for free advice and a first estimate by phone. Same-day help when available.',
  },
  /** A greater area's page. */
  area: {
    title: 'Wildlife Control {in}, {province}',
    description: 'Humane wildlife removal, exclusion and repairs {in}: {cities}. Free phone estimate, 24/7: {phone}.',
    heading: 'Wildlife Control {in}',
    citiesEyebrow: 'Cities',
    citiesTitle: 'Where We Work {in}',
    citiesText: 'Choose your city for the neighbourhoods we cover, who serves them and the number to call.',
    servicesEyebrow: 'Services',
    servicesTitle: 'Common Calls {in}',
    /** An area none of whose cities a team of ours reaches: advice by phone, no visit promised. */
    outside: {
      title: 'Wildlife Advice by Phone {in}, {province}',
      description:
        'Wildlife {in} ({cities}): free advice by phone, 24/7, at {phone}. No team of ours is within reach of these cities.',
      heading: 'Wildlife {in}: Advice by Phone',
      citiesTitle: 'Cities {in}',
      citiesText: 'Choose your city for its wildlife and what to do about it, or call for free advice by phone.',
    },
    /** A city card's hint for a city outside every team's reach. */
    cityOutside: 'Advice by phone, 24/7',
  },
  /** A city's page. */
  city: {
    title: 'Wildlife Removal in {city}, {province}',
    description: 'Humane wildlife control in {city}: {animals}. Free phone estimate, call 24/7: {phone}.',
    heading: 'Humane Wildlife Control in {city}',
    changeCity: 'Change city',
    servicesEyebrow: 'Services',
    servicesTitle: 'What We Handle in {city}',
    settingEyebrow: 'Homes and habitat',
    settingTitle: 'Wildlife and Homes in {city}',
    whyEyebrow: 'Why choose us',
    whyTitle: 'Why {city} Calls Northpaw',
    local: 'Truly Local',
    localTeam: "We work from {team}, and we know {area}'s homes, ravines and seasons.",
    localTeamNearby: "{city} is served from {team}, and we know {area}'s homes, ravines and seasons.",
    nearby: 'Close at Hand',
    guaranteed: 'Guaranteed Work',
    reviews: 'Read the reviews on {source}',
    faq: '{city} Questions',
    contact: 'Contact {city}',
    callHeading: 'Wildlife Problem Right Now?',
    callText: 'Call 24/7. Same-day help when available, and free advice and a first estimate by phone.',
    /** A city outside every team's reach: what we do there, and no visit promised. */
    outside: {
      title: 'Wildlife in {city}, {province}: Advice by Phone',
      description:
        'Wildlife in {city}: {animals}. Free advice by phone, 24/7: {phone}. No team of ours is within reach of {city}.',
      heading: 'Wildlife in {city}: Free Advice by Phone',
      servicesTitle: 'Advice for {city}, Animal by Animal',
      reason: 'Free Advice by Phone, 24/7',
      reasonText:
        'No team of ours is within reach of {city}, so we promise no visit. Call day or night: {team} gives you free advice by phone and tells you on the call whether a visit is possible.',
      callText: 'Call 24/7 for free advice by phone. Whether a visit is possible, we tell you on the call.',
    },
  },
  /** The third 'Why Choose Us' reason (src/lib/claims.ts). */
  rating: {
    satisfaction: 'Satisfaction Guaranteed',
    fiveStars: '5-Star Rated',
    rated: 'Rated {average} out of 5',
    text: '{average} out of 5 from {count} reviews on {source}.',
  },
  /** A city's listing (address, hours, maps). */
  business: {
    heading: '{brand} in {city}',
    serviceArea: 'We come to your home or business anywhere {in}.',
    noOffice:
      'We have no office in {city}: it is served from {team}, and the phone is answered 24 hours a day, 7 days a week.',
    /** The listing of a city outside every team's reach. */
    outsideHeading: 'Calling From {city}?',
    outside:
      'Calls from {city} are answered 24 hours a day, 7 days a week, by {team}, with free advice by phone. No team of ours is within reach of {city}: whether a visit is possible, we tell you on the call.',
    areasServed: 'Areas Served',
    hours: 'Office Hours',
    hoursCaption: 'Office hours in {city}, local time',
    closed: 'Closed',
    phoneLine: 'Phone line open 24 hours, 7 days.',
    maps: 'View on Google Maps',
    newTab: '(opens in a new tab)',
  },
  /** One service in one city. */
  cityService: {
    title: '{service} in {city}, {province}',
    description:
      '{service} in {city}, {province}: humane removal, sealing and repairs with a written warranty. Free phone estimate, call 24/7: {phone}.',
    absentDescription:
      'No {animals} live in {city}, {province}: what is more likely in your home or yard, and how we help. Call 24/7: {phone}.',
    absentLead: 'There are no {animals} in {city}. Here is what is more likely.',
    requestQuote: 'Request a free phone estimate',
    /** The phone's floating link down to the quote form. */
    toQuote: 'Free estimate',
    absentHeading: 'Not Found in {city}: What You Are More Likely Dealing With',
    absentHelp:
      'Whatever is in your attic, walls or yard, we can identify it and deal with it humanely: call us or ask for a free phone estimate, or see ',
    absentLink: 'everything we handle in {city}',
    whatItIs: 'What It Is',
    signsAndRisks: 'Signs & Risks',
    humaneProcess: 'Our Humane Process',
    whenToCall: 'When to Call a Professional',
    moreAbout: 'More about {animals}',
    moreAboutService: 'More about {lowercase}',
    servedHeading: 'Where We Work Around {city}',
    /** Who serves the neighbourhoods: a team's own city, or a city in a team's reach. */
    served: 'From {team}, we serve {areas}.',
    servedReach: 'We serve {city} from {team}: {areas}.',
    /** A city outside every team's reach: what we do there, and no visit promised. */
    outside: {
      title: '{service}: Advice by Phone for {city}, {province}',
      description:
        'Signs of {animals} in {city}, {province}, the risks and what to do now. Free advice by phone, 24/7: {phone}.',
      lead: 'No team of ours is within reach of {city}, so we promise no visit. Call 24/7 for free advice by phone; whether a visit is possible, we tell you on the call.',
      requestQuote: 'Ask for a free call back',
      quoteHeading: 'Ask for a Call Back',
      quoteText: 'We call you back with free advice by phone, with no obligation.',
    },
    nearby: '{service} in {city}',
    allServices: 'All services in {city}',
    faq: '{service} in {city}: Questions',
    sidebar: 'Get help in {city}',
    quoteHeading: 'Request a Quote',
    quoteText: 'We call you back with free advice and a first estimate, with no obligation.',
    quoteSent: 'Quote Request Sent!',
    quoteSentText: "Thank you! We've received your request and will call you back shortly.",
    pricing: 'Pricing Guidance',
    pricingLink: 'What affects the price of {lowercase}',
    warranty: 'Our Warranty',
    related: 'Related Services',
    relatedLink: 'Expert {service}',
  },
  /** schema.org words that are not content. */
  jsonLd: {
    serviceIn: '{service} in {city}',
    homeowners: 'Homeowners',
    businesses: 'Businesses',
  },
};
