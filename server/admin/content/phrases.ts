import type { Language } from '#shared/languages'

/**
 * Decap's own sentences where ours must differ, in each staff language (Decap fills the rest from
 * its locale of that language), and the words of the editor page's script (browser/): the
 * sign-in dialog, the list of refusals, the sections of a page's text, the preview.
 *
 * In Decap a save "publishes" the entry; here it keeps a checked revision, and the site itself is
 * published from /admin/content/history, so its buttons say "Save".
 */
export const decapPhrases: Record<Language, object> = {
  en: {
    collection: { collectionTop: { newButton: 'New %{collectionLabel}' } },
    editor: {
      editorControlPane: {
        widget: {
          required: 'Fill in “%{fieldLabel}”.',
          regexPattern: '%{fieldLabel}: %{pattern}',
          rangeCount: '%{fieldLabel}: between %{minCount} and %{maxCount}.',
          rangeCountExact: '%{fieldLabel}: exactly %{count}.',
          rangeMin: '%{fieldLabel}: at least %{minCount}.',
          rangeMax: '%{fieldLabel}: at most %{maxCount}.',
        },
        // The editor page's script names the language in words (browser/language-names.ts).
        i18n: { writingInLocale: 'Writing in %{locale}', copyFromLocale: 'Copy from the other language' },
      },
      editor: {
        confirmLoadBackup:
          'This browser kept a copy of changes to this page that were not saved. Do you want them back?',
      },
      editorInterface: {
        toggleI18n: 'Show or hide the other language',
        togglePreview: 'Show or hide the preview',
        toggleScrollSync: 'Scroll both languages together',
      },
      editorToolbar: {
        publishing: 'Saving…',
        publish: 'Save',
        published: 'Saved',
        publishNow: 'Save now',
        publishAndCreateNew: 'Save and write another',
        publishAndDuplicate: 'Save and make a copy',
        deployButtonLabel: 'View the published page',
      },
    },
    ui: {
      toast: {
        onFailToPersist: 'Not saved. The message at the bottom of the page says why.',
        missingRequiredField:
          'Not saved: some fields need a change. The red messages beside them say what to do.',
        entrySaved: 'Saved. Publish the site (Revisions and publishing) to show it to visitors.',
        entryPublished: 'Saved. Publish the site (Revisions and publishing) to show it to visitors.',
      },
    },
  },
  es: {
    collection: { collectionTop: { newButton: 'Crear %{collectionLabel}' } },
    editor: {
      editorControlPane: {
        widget: {
          required: 'Complete «%{fieldLabel}».',
          regexPattern: '%{fieldLabel}: %{pattern}',
          rangeCount: '%{fieldLabel}: entre %{minCount} y %{maxCount}.',
          rangeCountExact: '%{fieldLabel}: exactamente %{count}.',
          rangeMin: '%{fieldLabel}: al menos %{minCount}.',
          rangeMax: '%{fieldLabel}: como máximo %{maxCount}.',
        },
        i18n: { writingInLocale: 'Escribiendo en %{locale}', copyFromLocale: 'Copiar del otro idioma' },
      },
      // Decap's Spanish speaks to the person as "tú" and leaves some of these in English.
      editorWidgets: {
        list: { add: 'Agregar %{item}', addType: 'Agregar %{item}' },
        image: {
          choose: 'Elegir una imagen',
          chooseMultiple: 'Elegir imágenes',
          chooseDifferent: 'Elegir otra imagen',
          remove: 'Quitar la imagen',
        },
      },
      editor: {
        confirmLoadBackup:
          'Este navegador guardó una copia de cambios a esta página que no se guardaron. ¿Quiere recuperarlos?',
      },
      editorInterface: {
        toggleI18n: 'Mostrar u ocultar el otro idioma',
        togglePreview: 'Mostrar u ocultar la vista previa',
        toggleScrollSync: 'Desplazar ambos idiomas a la vez',
      },
      editorToolbar: {
        publishing: 'Guardando…',
        publish: 'Guardar',
        published: 'Guardado',
        publishNow: 'Guardar ahora',
        publishAndCreateNew: 'Guardar y escribir otra',
        publishAndDuplicate: 'Guardar y hacer una copia',
        deployButtonLabel: 'Ver la página publicada',
      },
    },
    ui: {
      toast: {
        onFailToPersist: 'No se guardó. El mensaje al pie de la página dice por qué.',
        missingRequiredField:
          'No se guardó: hay campos que cambiar. Los mensajes en rojo junto a ellos dicen qué hacer.',
        entrySaved: 'Guardado. Publique el sitio (Revisiones y publicación) para que los visitantes lo vean.',
        entryPublished:
          'Guardado. Publique el sitio (Revisiones y publicación) para que los visitantes lo vean.',
      },
    },
  },
}

/** The words of the editor page's script; `{name}` marks a value put in. */
export const clientWords = {
  en: {
    signInTitle: 'Sign in again to save',
    signInIntro:
      'You were signed out (after a long pause, or 8 hours after signing in). What you typed is still here: sign in, and it is saved.',
    username: 'Username',
    password: 'Password',
    signIn: 'Sign in and save',
    signingIn: 'Signing in…',
    signInFailed: 'That username and password do not match. Try again.',
    signInLimited: 'Too many attempts. Wait 15 minutes and try again.',
    signInOther: 'You signed in as someone else: sign in as {name} to save this text.',
    notSavedTitle: 'Not saved',
    problemsIntro: 'Change these, then save again:',
    goToField: 'Go to the field',
    dismiss: 'Close',
    offline: 'The site could not be reached. Check the connection and save again: nothing you typed is lost.',
    dayIncomplete: 'Enter a whole date: day, month and year.',
    dayOutside: 'Choose a day from {earliest} to {latest}.',
    closed: 'Closed',
    allOffices: 'All offices',
    noReason: 'no reason given yet',
    introduction: 'Introduction',
    introductionHint: 'Text before the first section (may be empty).',
    sectionHeading: 'Heading of this section',
    sectionText: 'Text of this section',
    fixedSection: 'Every page of this kind has this section: its heading can change, it cannot be removed.',
    addSection: 'Add a section',
    removeSection: 'Remove this section',
    moveUp: 'Move up',
    moveDown: 'Move down',
    linkToPage: 'Link to a page',
    linkWords: 'Words of the link',
    linkPage: 'Page it opens',
    insertLink: 'Add the link',
    cancel: 'Cancel',
    choosePage: 'Choose a page…',
    formatHint:
      'Write plain text. A blank line starts a new paragraph; a line starting with “- ” is a list item; **bold**.',
    previewTitle: 'Preview: the page as visitors will see it',
    previewFailed: 'The preview cannot be shown yet: {reason}',
    previewWaiting: 'Making the preview…',
  },
  es: {
    signInTitle: 'Inicie sesión de nuevo para guardar',
    signInIntro:
      'Su sesión se cerró (tras una pausa larga, o 8 horas después de iniciarla). Lo que escribió sigue aquí: inicie sesión y se guardará.',
    username: 'Usuario',
    password: 'Contraseña',
    signIn: 'Iniciar sesión y guardar',
    signingIn: 'Iniciando sesión…',
    signInFailed: 'Ese usuario y esa contraseña no coinciden. Inténtelo de nuevo.',
    signInLimited: 'Demasiados intentos. Espere 15 minutos y vuelva a intentarlo.',
    signInOther: 'Inició sesión como otra persona: inicie sesión como {name} para guardar este texto.',
    notSavedTitle: 'No se guardó',
    problemsIntro: 'Cambie esto y vuelva a guardar:',
    goToField: 'Ir al campo',
    dismiss: 'Cerrar',
    offline:
      'No se pudo conectar con el sitio. Revise la conexión y vuelva a guardar: no se perdió nada de lo que escribió.',
    dayIncomplete: 'Escriba la fecha completa: día, mes y año.',
    dayOutside: 'Elija un día del {earliest} al {latest}.',
    closed: 'Cerrado',
    allOffices: 'Todas las oficinas',
    noReason: 'todavía sin motivo',
    introduction: 'Introducción',
    introductionHint: 'Texto antes de la primera sección (puede quedar vacío).',
    sectionHeading: 'Encabezado de esta sección',
    sectionText: 'Texto de esta sección',
    fixedSection:
      'Todas las páginas de este tipo tienen esta sección: su encabezado puede cambiar, pero no se puede quitar.',
    addSection: 'Agregar una sección',
    removeSection: 'Quitar esta sección',
    moveUp: 'Subir',
    moveDown: 'Bajar',
    linkToPage: 'Enlace a una página',
    linkWords: 'Palabras del enlace',
    linkPage: 'Página que abre',
    insertLink: 'Agregar el enlace',
    cancel: 'Cancelar',
    choosePage: 'Elija una página…',
    formatHint:
      'Escriba texto sencillo. Una línea en blanco empieza un párrafo nuevo; una línea que empieza con «- » es un elemento de lista; **negrita**.',
    previewTitle: 'Vista previa: la página como la verán los visitantes',
    previewFailed: 'Todavía no se puede mostrar la vista previa: {reason}',
    previewWaiting: 'Preparando la vista previa…',
  },
} satisfies Record<Language, Record<string, string>>
export type ClientWords = (typeof clientWords)['en']
