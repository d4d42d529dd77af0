import type { Language } from '#shared/languages'

/**
 * What the content editor says, in each staff language: every field's label and hint, the words of
 * its choices, and the sentences of its refusals. One table per language with the same keys, so a
 * field that has words in English has them in Spanish too (`config.test.ts` checks that every field
 * the editor shows has a label here, in both languages, and no code words).
 *
 * A field is named by its path in its file, with list items left out (`faq.q`); fields of the data
 * files and of the team by `<file>:<path>` (`closures:closures.from`). Choices (`choices`) are
 * named by the field's key and the value. Lengths are not repeated here: the editor adds them
 * from the schema ("10 to 60 characters").
 */

export interface FieldWords {
  label: string
  /** A sentence under the field: what it is for, what to write. */
  hint?: string
  /** What a value must look like, shown when it does not (a pattern's message). */
  format?: string
  /** One item of a list, as its "Add" button and its items name it: "question". */
  singular?: string
}

type Table = Record<string, FieldWords>

const english: Table = {
  // Pages.
  title: {
    label: 'Title in search results',
    hint: 'The title Google and the browser tab show. Each page has its own.',
  },
  description: {
    label: 'Description in search results',
    hint: 'One or two sentences under the title in Google: what the page helps with.',
  },
  heading: { label: 'Page heading', hint: 'The large heading at the top of the page.' },
  label: {
    label: 'Short name',
    hint: 'For menus and the path at the top of the page, when the heading is long.',
  },
  summary: {
    label: 'Summary',
    hint: 'Two or three sentences under the heading: what this is and what to do.',
  },
  updated: {
    label: 'Updated on',
    hint: 'The day the text last changed for readers. It is set to today when you save a change to the text.',
  },
  reviewedBy: {
    label: 'Reviewed by',
    hint: 'The eye doctor who checked the text, with credentials: Ana Ruiz, OD. Fill in the review date too, or leave both empty.',
  },
  reviewedOn: { label: 'Review date', hint: 'The day of that review.' },
  slug: {
    label: 'Web address of the Spanish page',
    hint: 'The last part of the Spanish page’s address. Leave it empty: it is made from the Spanish title when you save.',
    format: 'Use lowercase letters without accents, numbers and hyphens, such as ojo-seco.',
  },
  searchTerms: {
    label: 'Other words people search for',
    hint: 'Everyday names, common misspellings, words in the other language (pink eye, ojo rosado). The page does not show them; site search finds it by them.',
    singular: 'word or phrase',
  },
  related: { label: 'Related pages', hint: 'Three to six pages listed at the end.', singular: 'page' },
  closest: {
    label: 'Spanish page for the language switch',
    hint: 'The page in Spanish closest to this one: where “Español” leads from this page.',
  },
  phoneLine: {
    label: 'Phone number this page offers',
    hint: 'Leave empty for the usual number of this kind of page.',
  },
  diagram: { label: 'Drawing', hint: 'The drawing shown beside the summary.' },
  photo: {
    label: 'Photo',
    hint: 'A photo from the Photos list, shown beside the summary instead of the drawing.',
  },
  template: { label: 'Page layout' },
  aliases: {
    label: 'Other addresses of this page',
    hint: 'Older or shorter addresses that lead here.',
    singular: 'address',
    format: 'Lowercase words joined by hyphens, such as cataracts.',
  },
  schemaType: { label: 'Kind of page for search engines' },
  practiceDetails: { label: 'Give search engines every office’s details' },
  faq: { label: 'Questions and answers', singular: 'question' },
  'faq.q': { label: 'Question', hint: 'As a patient would ask it.' },
  'faq.a': { label: 'Answer', hint: 'One to four plain sentences.' },
  cards: { label: 'Highlight cards', singular: 'card' },
  'cards.title': { label: 'Card title' },
  'cards.text': { label: 'Card text' },
  'cards.link': { label: 'Page the card opens' },
  testimonials: { label: 'Patient quotes', singular: 'quote' },
  'testimonials.quote': { label: 'Quote' },
  'testimonials.author': { label: 'Name', hint: 'First name and last initial.' },
  'testimonials.date': { label: 'Date' },
  'testimonials.location': { label: 'City' },
  noindex: { label: 'Hide from search engines' },
  category: { label: 'Group on the conditions page' },
  emergency: { label: 'Matching emergency page' },
  urgency: { label: 'How urgent' },
  afterHours: { label: 'Who answers when our offices are closed' },
  doNow: { label: 'What to do now', hint: 'Short steps, in order.', singular: 'step' },
  doNot: { label: 'What not to do', singular: 'thing not to do' },
  office: { label: 'Office' },
  date: { label: 'Date of the post', hint: 'The news list shows the newest first.' },
  author: { label: 'Written by' },
  tags: { label: 'Topics', hint: 'A few words for readers and the news feed.', singular: 'topic' },
  body: { label: 'Text' },

  // practice.json
  'practice:name': { label: 'Name of the practice' },
  'practice:legalName': { label: 'Legal name' },
  'practice:origin': { label: 'Website address', format: 'A full address, such as https://example.com.' },
  'practice:email': { label: 'Email address', format: 'An email address, such as office@example.com.' },
  'practice:timeZone': { label: 'Time zone', format: 'A time zone such as America/Los_Angeles.' },
  'practice:phones': { label: 'Phone numbers' },
  'practice:phones.main': { label: 'Main line', format: 'Write the number as (714) 555-0100.' },
  'practice:phones.keratoconus': { label: 'Keratoconus line', format: 'Write the number as (714) 555-0100.' },
  'practice:phones.dryEye': { label: 'Dry eye line', format: 'Write the number as (714) 555-0100.' },
  'practice:phones.orthoK': { label: 'Myopia control line', format: 'Write the number as (714) 555-0100.' },
  'practice:phones.fax': { label: 'Fax', format: 'Write the number as (714) 555-0100.' },
  'practice:serviceArea': { label: 'Cities we serve', singular: 'city' },
  'practice:county': { label: 'County' },
  'practice:offices': { label: 'Offices', singular: 'office' },
  'practice:offices.id': { label: 'Which office' },
  'practice:offices.name': { label: 'Name of the office' },
  'practice:offices.street': { label: 'Street address' },
  'practice:offices.city': { label: 'City' },
  'practice:offices.region': { label: 'State' },
  'practice:offices.postalCode': { label: 'ZIP code', format: 'Five digits, such as 92701.' },
  'practice:offices.geo': { label: 'Place on the map' },
  'practice:offices.geo.latitude': { label: 'Latitude' },
  'practice:offices.geo.longitude': { label: 'Longitude' },
  'practice:offices.phone': { label: 'Phone', format: 'Write the number as (714) 555-0100.' },
  'practice:offices.hours': {
    label: 'Weekly hours',
    hint: 'A day in no block is a closed day.',
    singular: 'block of days',
  },
  'practice:offices.hours.days': { label: 'Days', hint: 'Days in a row, such as Monday to Friday.' },
  'practice:offices.hours.opens': { label: 'Opens at' },
  'practice:offices.hours.closes': { label: 'Closes at' },
  'practice:offices.directions': { label: 'Parking and how to get there' },

  // closures.json
  'closures:closures': { label: 'Closed days and special hours', singular: 'closed day or special hours' },
  'closures:closures.offices': { label: 'Offices', hint: 'All offices, or the ones it applies to.' },
  'closures:closures.from': { label: 'First day' },
  'closures:closures.to': { label: 'Last day', hint: 'Only when it lasts more than one day.' },
  'closures:closures.hours': {
    label: 'Special hours',
    hint: 'Leave both empty when the office is closed all day.',
  },
  'closures:closures.hours.opens': { label: 'Opens at' },
  'closures:closures.hours.closes': { label: 'Closes at' },
  'closures:closures.reason': { label: 'Reason', hint: 'A few words, such as Thanksgiving.' },

  // announcements.json
  'announcements:announcements': {
    label: 'Announcements',
    hint: 'A band above the header of every page, one at a time.',
    singular: 'announcement',
  },
  'announcements:announcements.id': { label: 'Announcement' },
  'announcements:announcements.start': { label: 'First day shown' },
  'announcements:announcements.end': { label: 'Last day shown' },
  'announcements:announcements.text': { label: 'Text', hint: 'One or two short sentences.' },
  'announcements:announcements.link': { label: 'Page to read more' },

  // photos/photos.json
  'photos:photos': {
    label: 'Photos',
    hint: 'Upload a picture under Media first, then describe it here.',
    singular: 'photo',
  },
  'photos:photos.id': { label: 'Photo' },
  'photos:photos.file': { label: 'Picture', hint: 'A picture uploaded under Media.' },
  'photos:photos.alt': {
    label: 'What the photo shows',
    hint: 'A sentence for people who cannot see it.',
  },
  'photos:photos.focal': {
    label: 'Point to keep in view when cropping',
    hint: 'From 0 to 1: 0.5 and 0.5 is the middle.',
  },
  'photos:photos.focal.x': { label: 'Across (0 is the left edge)' },
  'photos:photos.focal.y': { label: 'Down (0 is the top edge)' },
  'photos:photos.slot': { label: 'Where it is shown' },

  // team/<name>.md
  'team:name': { label: 'Full name' },
  'team:credentials': { label: 'Letters after the name', hint: 'Such as OD or OD, FAAO. Empty for staff.' },
  'team:kind': { label: 'Kind of work' },
  'team:role': { label: 'Job title' },
  'team:languages': { label: 'Languages spoken with patients' },
  'team:offices': { label: 'Offices' },
  'team:photo': {
    label: 'Photo',
    hint: 'A photo from the Photos list, made for a square card. Initials are shown until there is one.',
  },
  'team:order': { label: 'Place on the about page', hint: 'Lower numbers come first.' },
  'team:bio': {
    label: 'About them',
    hint: 'Two to four sentences: what they do, what patients should know.',
  },
  'team:sample': {
    label: 'Sample profile',
    hint: 'A made-up person, not a real member of the team: the page says so.',
  },
}

const spanish: Table = {
  title: {
    label: 'Título en los resultados de búsqueda',
    hint: 'El título que muestran Google y la pestaña del navegador. Cada página tiene el suyo.',
  },
  description: {
    label: 'Descripción en los resultados de búsqueda',
    hint: 'Una o dos oraciones bajo el título en Google: en qué ayuda la página.',
  },
  heading: { label: 'Encabezado de la página', hint: 'El encabezado grande al principio de la página.' },
  label: {
    label: 'Nombre corto',
    hint: 'Para los menús y la ruta al principio de la página, cuando el encabezado es largo.',
  },
  summary: { label: 'Resumen', hint: 'Dos o tres oraciones bajo el encabezado: qué es y qué hacer.' },
  updated: {
    label: 'Actualizada el',
    hint: 'El día en que el texto cambió por última vez para los lectores. Se pone la fecha de hoy al guardar un cambio en el texto.',
  },
  reviewedBy: {
    label: 'Revisada por',
    hint: 'El oculista que revisó el texto, con sus títulos: Ana Ruiz, OD. Complete también la fecha de la revisión, o deje ambos vacíos.',
  },
  reviewedOn: { label: 'Fecha de la revisión', hint: 'El día de esa revisión.' },
  slug: {
    label: 'Dirección web de la página en español',
    hint: 'La última parte de la dirección de la página en español. Déjela vacía: se forma con el título en español al guardar.',
    format: 'Use minúsculas sin acentos, números y guiones, como ojo-seco.',
  },
  searchTerms: {
    label: 'Otras palabras que la gente busca',
    hint: 'Nombres comunes, errores de ortografía frecuentes, palabras del otro idioma (ojo rosado, pink eye). La página no las muestra; el buscador del sitio la encuentra por ellas.',
    singular: 'palabra o frase',
  },
  related: {
    label: 'Páginas relacionadas',
    hint: 'De tres a seis páginas que se muestran al final.',
    singular: 'página',
  },
  closest: {
    label: 'Página en español para el cambio de idioma',
    hint: 'La página en español más cercana a esta: adonde lleva «Español» desde esta página.',
  },
  phoneLine: {
    label: 'Teléfono que ofrece esta página',
    hint: 'Déjelo vacío para el número habitual de este tipo de página.',
  },
  diagram: { label: 'Dibujo', hint: 'El dibujo que se muestra junto al resumen.' },
  photo: {
    label: 'Foto',
    hint: 'Una foto de la lista de Fotos, que se muestra junto al resumen en lugar del dibujo.',
  },
  template: { label: 'Diseño de la página' },
  aliases: {
    label: 'Otras direcciones de esta página',
    hint: 'Direcciones más antiguas o más cortas que llevan aquí.',
    singular: 'dirección',
    format: 'Palabras en minúscula unidas por guiones, como cataracts.',
  },
  schemaType: { label: 'Tipo de página para los buscadores' },
  practiceDetails: { label: 'Dar a los buscadores los datos de todas las oficinas' },
  faq: { label: 'Preguntas y respuestas', singular: 'pregunta' },
  'faq.q': { label: 'Pregunta', hint: 'Como la haría un paciente.' },
  'faq.a': { label: 'Respuesta', hint: 'De una a cuatro oraciones sencillas.' },
  cards: { label: 'Tarjetas destacadas', singular: 'tarjeta' },
  'cards.title': { label: 'Título de la tarjeta' },
  'cards.text': { label: 'Texto de la tarjeta' },
  'cards.link': { label: 'Página que abre la tarjeta' },
  testimonials: { label: 'Comentarios de pacientes', singular: 'comentario' },
  'testimonials.quote': { label: 'Comentario' },
  'testimonials.author': { label: 'Nombre', hint: 'Nombre y la inicial del apellido.' },
  'testimonials.date': { label: 'Fecha' },
  'testimonials.location': { label: 'Ciudad' },
  noindex: { label: 'Ocultar de los buscadores' },
  category: { label: 'Grupo en la página de enfermedades' },
  emergency: { label: 'Página de emergencia relacionada' },
  urgency: { label: 'Qué tan urgente es' },
  afterHours: { label: 'Quién atiende cuando nuestras oficinas están cerradas' },
  doNow: { label: 'Qué hacer ahora', hint: 'Pasos cortos, en orden.', singular: 'paso' },
  doNot: { label: 'Qué no hacer', singular: 'cosa que no hacer' },
  office: { label: 'Oficina' },
  date: { label: 'Fecha de la noticia', hint: 'La lista de noticias muestra primero las más recientes.' },
  author: { label: 'Escrita por' },
  tags: { label: 'Temas', hint: 'Unas palabras para los lectores y el canal de noticias.', singular: 'tema' },
  body: { label: 'Texto' },

  'practice:name': { label: 'Nombre del consultorio' },
  'practice:legalName': { label: 'Razón social' },
  'practice:origin': {
    label: 'Dirección del sitio web',
    format: 'Una dirección completa, como https://example.com.',
  },
  'practice:email': {
    label: 'Correo electrónico',
    format: 'Una dirección de correo, como oficina@example.com.',
  },
  'practice:timeZone': { label: 'Zona horaria', format: 'Una zona horaria como America/Los_Angeles.' },
  'practice:phones': { label: 'Teléfonos' },
  'practice:phones.main': { label: 'Línea principal', format: 'Escriba el número así: (714) 555-0100.' },
  'practice:phones.keratoconus': {
    label: 'Línea de queratocono',
    format: 'Escriba el número así: (714) 555-0100.',
  },
  'practice:phones.dryEye': { label: 'Línea de ojo seco', format: 'Escriba el número así: (714) 555-0100.' },
  'practice:phones.orthoK': {
    label: 'Línea de control de la miopía',
    format: 'Escriba el número así: (714) 555-0100.',
  },
  'practice:phones.fax': { label: 'Fax', format: 'Escriba el número así: (714) 555-0100.' },
  'practice:serviceArea': { label: 'Ciudades que atendemos', singular: 'ciudad' },
  'practice:county': { label: 'Condado' },
  'practice:offices': { label: 'Oficinas', singular: 'oficina' },
  'practice:offices.id': { label: 'Cuál oficina' },
  'practice:offices.name': { label: 'Nombre de la oficina' },
  'practice:offices.street': { label: 'Dirección' },
  'practice:offices.city': { label: 'Ciudad' },
  'practice:offices.region': { label: 'Estado' },
  'practice:offices.postalCode': { label: 'Código postal', format: 'Cinco dígitos, como 92701.' },
  'practice:offices.geo': { label: 'Lugar en el mapa' },
  'practice:offices.geo.latitude': { label: 'Latitud' },
  'practice:offices.geo.longitude': { label: 'Longitud' },
  'practice:offices.phone': { label: 'Teléfono', format: 'Escriba el número así: (714) 555-0100.' },
  'practice:offices.hours': {
    label: 'Horario semanal',
    hint: 'Un día que no está en ningún bloque es un día cerrado.',
    singular: 'bloque de días',
  },
  'practice:offices.hours.days': { label: 'Días', hint: 'Días seguidos, como de lunes a viernes.' },
  'practice:offices.hours.opens': { label: 'Abre a las' },
  'practice:offices.hours.closes': { label: 'Cierra a las' },
  'practice:offices.directions': { label: 'Estacionamiento y cómo llegar' },

  'closures:closures': {
    label: 'Días cerrados y horarios especiales',
    singular: 'día cerrado u horario especial',
  },
  'closures:closures.offices': { label: 'Oficinas', hint: 'Todas las oficinas, o las que correspondan.' },
  'closures:closures.from': { label: 'Primer día' },
  'closures:closures.to': { label: 'Último día', hint: 'Solo si dura más de un día.' },
  'closures:closures.hours': {
    label: 'Horario especial',
    hint: 'Deje ambos vacíos si la oficina cierra todo el día.',
  },
  'closures:closures.hours.opens': { label: 'Abre a las' },
  'closures:closures.hours.closes': { label: 'Cierra a las' },
  'closures:closures.reason': { label: 'Motivo', hint: 'Unas palabras, como Día de Acción de Gracias.' },

  'announcements:announcements': {
    label: 'Avisos',
    hint: 'Una franja sobre el encabezado de todas las páginas, uno a la vez.',
    singular: 'aviso',
  },
  'announcements:announcements.id': { label: 'Aviso' },
  'announcements:announcements.start': { label: 'Primer día que se muestra' },
  'announcements:announcements.end': { label: 'Último día que se muestra' },
  'announcements:announcements.text': { label: 'Texto', hint: 'Una o dos oraciones cortas.' },
  'announcements:announcements.link': { label: 'Página para leer más' },

  'photos:photos': {
    label: 'Fotos',
    hint: 'Primero suba la imagen en Medios; luego descríbala aquí.',
    singular: 'foto',
  },
  'photos:photos.id': { label: 'Foto' },
  'photos:photos.file': { label: 'Imagen', hint: 'Una imagen subida en Medios.' },
  'photos:photos.alt': {
    label: 'Qué muestra la foto',
    hint: 'Una oración para las personas que no pueden verla.',
  },
  'photos:photos.focal': {
    label: 'Punto que debe quedar a la vista al recortar',
    hint: 'De 0 a 1: 0.5 y 0.5 es el centro.',
  },
  'photos:photos.focal.x': { label: 'A lo ancho (0 es el borde izquierdo)' },
  'photos:photos.focal.y': { label: 'A lo alto (0 es el borde de arriba)' },
  'photos:photos.slot': { label: 'Dónde se muestra' },

  'team:name': { label: 'Nombre completo' },
  'team:credentials': {
    label: 'Títulos después del nombre',
    hint: 'Como OD u OD, FAAO. Vacío para el personal.',
  },
  'team:kind': { label: 'Tipo de trabajo' },
  'team:role': { label: 'Puesto' },
  'team:languages': { label: 'Idiomas que habla con los pacientes' },
  'team:offices': { label: 'Oficinas' },
  'team:photo': {
    label: 'Foto',
    hint: 'Una foto de la lista de Fotos, hecha para una tarjeta cuadrada. Se muestran las iniciales mientras no haya una.',
  },
  'team:order': { label: 'Lugar en la página Quiénes somos', hint: 'Los números más bajos van primero.' },
  'team:bio': {
    label: 'Sobre la persona',
    hint: 'De dos a cuatro oraciones: qué hace y qué deben saber los pacientes.',
  },
  'team:sample': {
    label: 'Perfil de ejemplo',
    hint: 'Una persona inventada, no alguien del equipo: la página lo dice.',
  },
}

export const fieldWords: Record<Language, Table> = { en: english, es: spanish }

/** The two halves of a text in both languages (`reason.en`, `reason.es`). */
export const languageHalves: Record<Language, Record<Language, string>> = {
  en: { en: 'In English', es: 'In Spanish' },
  es: { en: 'En inglés', es: 'En español' },
}

/** Words of fixed choices that no other table names (offices, lines and drawings come from theirs). */
export const choiceWords: Record<Language, Record<string, Record<string, string>>> = {
  en: {
    urgency: {
      'emergency-room': 'Go to the emergency room or call 911 now',
      'call-today': 'Call the office today',
      'book-visit': 'Book a visit soon',
    },
    afterHours: {
      office: 'Our offices, at their next opening',
      surgeon: 'The patient’s own surgeon (after surgery or an eye injection)',
    },
    phoneLine: { main: 'Main line' },
    template: {
      home: 'Home page',
      article: 'Article',
      about: 'About the practice',
      contact: 'Contact',
      'locations-index': 'List of offices',
      'conditions-index': 'List of conditions',
      'city-conditions': 'Conditions by city',
      'family-index': 'List of a kind of page',
      'news-index': 'List of news',
      search: 'Search',
    },
    schemaType: { AboutPage: 'About the practice' },
    'team:kind': { optometrist: 'Optometrist', optician: 'Optician', staff: 'Office staff' },
    'photos:photos.slot': {
      header: 'Beside a page’s heading (4:3, at least 1280 × 960 pixels)',
      card: 'Square card, such as a team member (at least 640 × 640 pixels)',
    },
    'closures:closures.offices': { all: 'All offices' },
  },
  es: {
    urgency: {
      'emergency-room': 'Ir a la sala de emergencias o llamar al 911 ahora',
      'call-today': 'Llamar a la oficina hoy',
      'book-visit': 'Hacer una cita pronto',
    },
    afterHours: {
      office: 'Nuestras oficinas, cuando vuelvan a abrir',
      surgeon: 'El cirujano del paciente (después de una cirugía o una inyección en el ojo)',
    },
    phoneLine: { main: 'Línea principal' },
    template: {
      home: 'Página de inicio',
      article: 'Artículo',
      about: 'Quiénes somos',
      contact: 'Contacto',
      'locations-index': 'Lista de oficinas',
      'conditions-index': 'Lista de enfermedades',
      'city-conditions': 'Enfermedades por ciudad',
      'family-index': 'Lista de un tipo de página',
      'news-index': 'Lista de noticias',
      search: 'Búsqueda',
    },
    schemaType: { AboutPage: 'Quiénes somos' },
    'team:kind': { optometrist: 'Optometrista', optician: 'Óptico', staff: 'Personal de la oficina' },
    'photos:photos.slot': {
      header: 'Junto al encabezado de una página (4:3, al menos 1280 × 960 píxeles)',
      card: 'Tarjeta cuadrada, como la de un miembro del equipo (al menos 640 × 640 píxeles)',
    },
    'closures:closures.offices': { all: 'Todas las oficinas' },
  },
}

/** "10 to 60 characters", in the editor's language. */
export const lengthWords: Record<
  Language,
  {
    between: (min: number, max: number) => string
    atMost: (max: number) => string
    atLeast: (min: number) => string
  }
> = {
  en: {
    between: (min, max) => `${min} to ${max} characters`,
    atMost: (max) => `At most ${max} characters`,
    atLeast: (min) => `At least ${min} characters`,
  },
  es: {
    between: (min, max) => `De ${min} a ${max} caracteres`,
    atMost: (max) => `Como máximo ${max} caracteres`,
    atLeast: (min) => `Al menos ${min} caracteres`,
  },
}
