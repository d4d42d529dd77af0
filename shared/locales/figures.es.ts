import type { FigureStrings } from './figures.en'

export const figuresEs = {
  'label.cornea': 'Córnea',
  'label.iris': 'Iris',
  'label.pupil': 'Pupila',
  'label.lens': 'Cristalino',
  'label.vitreous': 'Gel vítreo',
  'label.retina': 'Retina',
  'label.macula': 'Mácula',
  'label.opticNerve': 'Nervio óptico',
  'label.drainageAngle': 'Ángulo de drenaje',
  'label.eyelid': 'Párpado',
  'label.tearFilm': 'Película\nlagrimal',
  'label.sclera': 'Esclera (lo blanco\ndel ojo)',

  'eye-anatomy.title': 'Partes del ojo',
  'eye-anatomy.caption': 'Las partes principales del ojo, vistas de lado.',
  'eye-anatomy.description':
    'Vista lateral del ojo. La luz pasa por la película lagrimal y la córnea al frente, por la pupila en el iris de color y por el cristalino; luego cruza el gel vítreo transparente hasta la retina, al fondo. La mácula es el centro de la retina. El nervio óptico lleva las señales al cerebro. El ángulo de drenaje está donde el iris se une con la córnea, y los párpados cubren el frente.',
  'label.evenCurve': 'Curva pareja\ny redonda',
  'label.cone': 'Una zona delgada\nse abomba en cono',
  'keratoconus-cone.normal': 'Córnea sana',
  'keratoconus-cone.cone': 'Queratocono',
  'keratoconus-cone.title': 'Córnea sana y queratocono',
  'keratoconus-cone.caption':
    'En el queratocono la córnea se adelgaza y se abomba en forma de cono, y la luz ya no se enfoca en un solo punto nítido.',
  'keratoconus-cone.description':
    'Dos vistas laterales del frente del ojo. A la izquierda, una córnea sana tiene una curva pareja y redonda, y los rayos de luz que la atraviesan se desvían juntos. A la derecha, con queratocono, una zona delgada de la córnea se abomba hacia adelante en forma de cono y los rayos de luz se dispersan en distintas direcciones, lo que hace ver borroso y deformado.',

  'label.riboflavin': 'Gotas de riboflavina\n(vitamina B2)',
  'label.uvLight': 'Luz UV',
  'cross-linking.before': 'Antes: fibras sueltas',
  'cross-linking.after': 'Después: con enlaces',
  'cross-linking.title': 'Cómo funciona la reticulación corneal (cross-linking)',
  'cross-linking.caption':
    'Las gotas de riboflavina y una dosis medida de luz UV crean nuevos enlaces entre las fibras de la córnea y la hacen más firme.',
  'cross-linking.description':
    'Vista lateral de un ojo con queratocono. Se ponen gotas de riboflavina, una vitamina, sobre la córnea en forma de cono, y una lámpara la ilumina con luz ultravioleta. Abajo, un acercamiento de las fibras de colágeno de la córnea: antes del tratamiento están sueltas, una al lado de la otra; después, unos enlaces cortos las unen, lo que ayuda a que la córnea mantenga su forma.',

  'label.scleralLens': 'Lente escleral',
  'label.fluidReservoir': 'Capa de solución\nsalina bajo el lente',
  'label.restsOnWhite': 'Se apoya en lo\nblanco del ojo',
  'label.corneaUntouched': 'No toca\nla córnea',
  'scleral-lens.title': 'Un lente escleral en un ojo con queratocono',
  'scleral-lens.caption':
    'El lente escleral forma un arco sobre la córnea y se apoya en lo blanco del ojo, con una capa de solución salina en medio.',
  'scleral-lens.description':
    'Vista lateral del frente de un ojo con la córnea en forma de cono. Un lente de contacto grande y rígido forma un arco sobre toda la córnea sin tocarla y se apoya en lo blanco del ojo alrededor. El espacio entre el lente y la córnea se llena de solución salina, que le da al ojo una superficie delantera lisa y mantiene húmeda la córnea.',

  'label.orthoKLens': 'Lente de Orto-K',
  'label.flatterCentre': 'Centro un poco\nmás plano',
  'ortho-k.night': 'Mientras duerme',
  'ortho-k.day': 'Durante el día',
  'ortho-k.title': 'Cómo la Orto-K moldea la córnea durante la noche',
  'ortho-k.caption':
    'Un lente especial que se usa de noche aplana con suavidad el centro de la córnea; al quitárselo en la mañana, usted ve bien sin lentes.',
  'ortho-k.description':
    'Dos vistas laterales del frente del ojo. A la izquierda, de noche, un lente rígido de Orto-K está sobre la córnea y presiona muy suavemente su centro. A la derecha, de día y sin lente, el centro de la córnea está un poco más plano que su forma original, marcada con una línea punteada. El cambio es temporal y se pierde si no se usa el lente.',

  'laser-vision-correction.lasik': 'LASIK',
  'laser-vision-correction.lasik.how':
    'Se levanta una capa\ndelgada. El láser moldea\nla córnea debajo y la\ncapa se vuelve a poner.',
  'laser-vision-correction.prk': 'PRK',
  'laser-vision-correction.prk.how':
    'Se quita la capa delgada\nde la superficie. El láser\nmoldea la superficie y\nla capa vuelve a crecer.',
  'laser-vision-correction.smile': 'SMILE',
  'laser-vision-correction.smile.how':
    'Un láser forma un disco\ndelgado dentro de la\ncórnea, que se saca por\nuna abertura pequeña.',
  'laser-vision-correction.title': 'LASIK, PRK y SMILE comparados',
  'laser-vision-correction.caption':
    'Los tres cambian la forma de la córnea para enfocar la luz; se diferencian en cómo llega el cirujano al tejido.',
  'laser-vision-correction.description':
    'Tres acercamientos de la córnea, cada uno con el tejido que se quita. LASIK: se levanta una capa delgada con bisagra, el láser quita un poco de tejido debajo y la capa se vuelve a poner. PRK: se quita la capa delgada de la superficie, el láser moldea la superficie y esa capa vuelve a crecer en unos días. SMILE: un láser forma dentro de la córnea un disco pequeño en forma de lente, que se saca por una abertura pequeña.',

  'label.clearLens': 'La luz pasa por un\ncristalino transparente',
  'label.cloudyLens': 'Cristalino nublado:\nbloquea y dispersa\nla luz',
  'cataract.clear': 'Cristalino claro',
  'cataract.cloudy': 'Catarata',
  'cataract.title': 'Un cristalino transparente y una catarata',
  'cataract.caption':
    'La catarata es cuando el cristalino, el lente natural del ojo, se nubla: pasa menos luz y la que pasa se dispersa.',
  'cataract.description':
    'Dos vistas laterales del frente del ojo. A la izquierda, la luz pasa por un cristalino transparente y se enfoca. A la derecha, el cristalino está nublado y amarillento: parte de la luz se bloquea y el resto se dispersa, por lo que la vista se ve opaca, borrosa y con mucho deslumbramiento.',

  'label.implant': 'Lente artificial\ntransparente (implante)',
  'label.capsule': 'La bolsa natural\n(cápsula) lo sostiene',
  'label.focusOnRetina': 'La luz\nse enfoca\nen la retina',
  'lens-implant.title': 'Un ojo después de la cirugía de catarata',
  'lens-implant.caption':
    'En la cirugía de catarata se quita el cristalino nublado y se pone un lente artificial transparente en el mismo lugar.',
  'lens-implant.description':
    'Vista lateral del ojo después de la cirugía de catarata. Se quitó el cristalino natural nublado y un lente artificial pequeño y transparente está dentro de la bolsa delgada, o cápsula, que sostenía el cristalino. Dos bracitos lo mantienen centrado. La luz pasa por él y vuelve a enfocarse en la retina.',

  'label.nearText': 'Algo\nde cerca',
  'label.stiffLens': 'El cristalino está\nmás rígido y no puede\ncambiar de forma',
  'label.focusBehind': 'La luz se enfoca\ndetrás de la retina',
  'presbyopia.title': 'Por qué se ve borroso de cerca después de los 40 (presbicia)',
  'presbyopia.caption':
    'Con la edad el cristalino se pone más rígido y ya no cambia de forma para ver de cerca, por eso lo cercano se ve borroso.',
  'presbyopia.description':
    'Vista lateral del ojo mirando algo que se sostiene de cerca. La luz que viene de ese objeto se abre al llegar al ojo. El cristalino, más rígido con la edad, no puede engrosarse para desviar más esa luz, así que el punto de enfoque queda detrás de la retina y la imagen en la retina se ve borrosa. Los lentes para leer, bifocales o multifocales dan el poder de enfoque que el cristalino perdió.',

  'label.focusInFront': 'La luz se enfoca\nantes de la retina',
  'label.longerEye': 'El ojo es más largo\nde lo normal',
  'label.blurOnRetina': 'Imagen borrosa\nen la retina',
  'label.dashedNormal': 'Línea punteada: un ojo\nde largo normal',
  'myopia.title': 'Miopía',
  'myopia.caption':
    'En la miopía el ojo es un poco más largo de lo normal, así que la luz de lejos se enfoca antes de llegar a la retina y lo lejano se ve borroso.',
  'myopia.description':
    'Vista lateral de un ojo con miopía. El ojo es más largo que un ojo de largo normal, marcado con una línea punteada. La luz que viene de lejos se enfoca dentro del ojo, antes de la retina, y luego se vuelve a abrir, así que llega a la retina como una mancha borrosa en lugar de un punto nítido.',

  'label.shorterEye': 'El ojo es más corto\nde lo normal',
  'hyperopia.title': 'Hipermetropía',
  'hyperopia.caption':
    'En la hipermetropía el ojo es un poco más corto de lo normal, así que la luz se enfoca detrás de la retina; cuesta más ver de cerca y los ojos se esfuerzan para enfocar.',
  'hyperopia.description':
    'Vista lateral de un ojo con hipermetropía. El ojo es más corto que un ojo de largo normal, marcado con una línea punteada. La luz llega a la retina antes de enfocarse, y el punto donde se enfocaría queda detrás de la retina, así que la imagen se ve borrosa a menos que el ojo haga un esfuerzo para enfocar.',

  'label.evenCornea': 'Curva pareja,\ncomo pelota',
  'label.unevenCornea': 'Más curva en\nun sentido, como\nun balón de\nfútbol americano',
  'label.twoFocusPoints': 'Dos puntos de enfoque\nen vez de uno',
  'astigmatism.title': 'Astigmatismo',
  'astigmatism.caption':
    'Con astigmatismo la córnea tiene más curva en un sentido que en el otro, así que la luz se enfoca en dos puntos y se ve borroso a cualquier distancia.',
  'astigmatism.description':
    'Arriba, una superficie en forma de pelota, con curva pareja, y otra en forma de balón de fútbol americano, más curva en un sentido. Abajo, vista lateral de un ojo con astigmatismo: la luz que pasa por la curva más marcada, de un color, se enfoca en un punto, y la que pasa por la curva más plana, de otro color, se enfoca en un segundo punto más atrás, así que ninguna forma una imagen nítida en la retina.',

  'label.fluidMade': 'Aquí se produce\nun líquido claro',
  'label.throughPupil': 'Pasa\npor la pupila',
  'label.drainsHere': 'Sale por aquí\n(ángulo de drenaje)',
  'drainage-angle.title': 'Cómo circula el líquido en el frente del ojo',
  'drainage-angle.caption':
    'El líquido claro que se produce detrás del iris pasa por la pupila y sale por el ángulo donde el iris se une con la córnea.',
  'drainage-angle.description':
    'Acercamiento del frente del ojo, con la córnea arriba y el iris debajo. Unas flechas muestran el líquido claro que produce el cuerpo ciliar detrás del iris: pasa hacia adelante por la pupila y luego hacia los lados, al ángulo de drenaje, donde sale del ojo por una malla fina hacia un pequeño canal. Si sale muy despacio, la presión dentro del ojo puede subir.',

  'label.angleBlocked': 'El ángulo de drenaje\nestá bloqueado',
  'label.irisPushed': 'El líquido atrapado detrás\ndel iris lo empuja\nhacia adelante',
  'angle-closure.title': 'Glaucoma de ángulo cerrado',
  'angle-closure.caption':
    'En el ángulo cerrado el iris se abomba hacia adelante y tapa el drenaje, y la presión del ojo puede subir muy rápido: es una emergencia.',
  'angle-closure.description':
    'Acercamiento del frente del ojo, con la córnea arriba. El líquido atrapado detrás del iris lo empuja hacia adelante y lo abomba, de modo que su parte de afuera se pega a la córnea y cierra el ángulo de drenaje en ambos lados, marcados con una X, mientras el borde de la pupila sigue apoyado en el cristalino. El líquido no puede salir del ojo y la presión sube.',

  'label.smallCup': 'Excavación pálida y\npequeña, borde grueso',
  'label.largeCup': 'La excavación crece\nal perderse fibras',
  'optic-nerve-cupping.healthy': 'Nervio óptico sano',
  'optic-nerve-cupping.damaged': 'Daño por glaucoma',
  'optic-nerve-cupping.title': 'El nervio óptico en el glaucoma',
  'optic-nerve-cupping.caption':
    'El glaucoma daña poco a poco el nervio óptico; el oculista lo ve como una excavación pálida que se agranda en el centro del nervio.',
  'optic-nerve-cupping.description':
    'Dos vistas del nervio óptico como lo ve el oculista en el fondo del ojo. A la izquierda, un nervio sano: un borde grueso de fibras nerviosas, de color rosa anaranjado, alrededor de una excavación pálida pequeña. A la derecha, un nervio dañado por el glaucoma: el borde es delgado, la excavación pálida es mucho más grande y los vasos sanguíneos se doblan de golpe sobre su orilla.',

  'label.drainsSlowly': 'El líquido sale\nmuy despacio',
  'label.pressureBuilds': 'Sube la presión\ndentro del ojo',
  'label.nerveDamaged': 'El nervio óptico\nse daña poco a poco',
  'glaucoma.title': 'Cómo el glaucoma daña el ojo',
  'glaucoma.caption':
    'En el glaucoma más común el líquido sale muy despacio, sube la presión y el nervio óptico se daña poco a poco; también puede haber glaucoma con presión normal.',
  'glaucoma.description':
    'Vista lateral del ojo. En el ángulo de drenaje, donde el iris se une con la córnea, una X indica que el líquido sale muy despacio. Unas flechas dentro del ojo empujan hacia afuera en el fondo del ojo, lo que muestra que sube la presión. Donde el nervio óptico sale del ojo, una línea roja muestra el daño al nervio. Por lo general se pierde primero la vista de los lados, sin dolor.',

  'label.drusen': 'Seca: depósitos\namarillos (drusas)',
  'label.leakingVessels': 'Húmeda: vasos nuevos\nque sueltan sangre\ny líquido',
  'macular-degeneration.dry': 'Seca',
  'macular-degeneration.wet': 'Húmeda',
  'macular-degeneration.title': 'Degeneración macular seca y húmeda',
  'macular-degeneration.caption':
    'La degeneración macular daña la mácula, el centro de la retina, y nubla la vista central; la forma húmeda puede cambiar rápido y necesita atención pronto.',
  'macular-degeneration.description':
    'Dos vistas del fondo del ojo como lo ve el oculista, cada una con el nervio óptico a la izquierda y la mácula, más oscura, en el centro. A la izquierda, degeneración macular seca: pequeños depósitos amarillos llamados drusas se juntan alrededor de la mácula. A la derecha, degeneración macular húmeda: vasos sanguíneos nuevos y anormales debajo de la mácula sueltan sangre y líquido.',

  'label.microaneurysms': 'Pequeñas bolsitas\nen los vasos',
  'label.bleeding': 'Pequeñas\nhemorragias',
  'label.exudates': 'Grasa filtrada\n(manchas\namarillas)',
  'label.newVessels': 'Vasos nuevos\nmuy frágiles',
  'diabetic-retinopathy.title': 'Retinopatía diabética',
  'diabetic-retinopathy.caption':
    'El azúcar alta en la sangre daña los vasos pequeños de la retina; al principio no da síntomas, por eso importa el examen con dilatación cada año.',
  'diabetic-retinopathy.description':
    'El fondo del ojo como lo ve el oculista, con señales de retinopatía diabética: pequeñas bolsitas rojas en los vasos sanguíneos, pequeñas hemorragias, manchas amarillas de grasa filtrada cerca de la mácula, una mancha pálida y esponjosa, y un enredo de vasos nuevos y frágiles que crecen cerca del nervio óptico.',

  'label.retinaLifted': 'El líquido pasa por un desgarro\ny despega la retina',
  'label.curtain': 'Una sombra o\ncortina sobre\nparte de la vista',
  'retinal-detachment.eye': 'Dentro del ojo',
  'retinal-detachment.view': 'Lo que puede ver',
  'retinal-detachment.title': 'Desprendimiento de retina y la cortina que causa',
  'retinal-detachment.caption':
    'En el desprendimiento la retina se separa de la pared del fondo del ojo; una sombra o cortina sobre la vista es una emergencia: llame al 911 o vaya ahora a la sala de emergencias.',
  'retinal-detachment.description':
    'A la izquierda, vista lateral del ojo: por un desgarro en la retina pasó líquido por debajo y despegó parte de la retina de la pared del fondo del ojo. A la derecha, lo que la persona puede ver: una sombra oscura, como una cortina, que tapa parte de la vista. La sombra aparece del lado contrario al desprendimiento.',

  'label.floaters': 'Moscas volantes: grumos\nen el gel que dan sombra',
  'label.gelPulls': 'El gel se encoge\ny se separa\nde la retina',
  'label.flash': 'Un jalón en la\nretina: destellos',
  'floaters-flashes.title': 'De dónde vienen las moscas volantes y los destellos',
  'floaters-flashes.caption':
    'Con la edad el gel de adentro del ojo se encoge y se separa de la retina; si aparecen moscas volantes o destellos nuevos, necesita un examen el mismo día.',
  'floaters-flashes.description':
    'Vista lateral del ojo. El gel transparente que llena el ojo se encogió y se separó de la retina en el fondo, marcado con una línea punteada. Pequeños grumos e hilos en el gel dan sombra sobre la retina y se ven como moscas volantes. Donde el gel sigue pegado y jala la retina, unas líneas marcan los destellos de luz que esto puede causar.',

  'label.layer.oil': 'Grasa',
  'label.layer.water': 'Agua',
  'label.layer.mucus': 'Capa mucosa',
  'label.layer.cornea': 'Córnea',
  'label.layersWork': 'La grasa de arriba\nevita que la capa de\nagua se seque.',
  'label.tearsEvaporate': 'Poca grasa: las\nlágrimas se secan\nrápido y dejan zonas\nsecas e irritadas.',
  'tear-film.healthy': 'Lágrima sana',
  'tear-film.dry': 'Ojo seco',
  'tear-film.title': 'La película lagrimal y el ojo seco',
  'tear-film.caption':
    'La lágrima tiene tres capas; en la mayoría de los casos de ojo seco la capa de grasa es muy delgada y la lágrima se seca muy rápido.',
  'tear-film.description':
    'Dos acercamientos de la superficie del ojo. A la izquierda, una película lagrimal sana: una capa mucosa delgada sobre la córnea, una capa gruesa de agua encima y una capa delgada de grasa arriba que hace que se seque más despacio. A la derecha, ojo seco: la capa de grasa está incompleta, la de agua es delgada y unas flechas muestran cómo la lágrima se evapora.',

  'label.oilGland': 'Glándula de\ngrasa (de\nMeibomio)',
  'label.oilFlows': 'Sale grasa clara\npor el borde',
  'label.plugged': 'Grasa espesa\ntapa la salida',
  'label.glandShrinks': 'Partes de la\nglándula se\npierden',
  'meibomian-glands.healthy': 'Glándula abierta',
  'meibomian-glands.blocked': 'Glándula tapada',
  'meibomian-glands.title': 'Glándulas de Meibomio abiertas y tapadas',
  'meibomian-glands.caption':
    'Unas glándulas muy pequeñas en los párpados producen la grasa de la lágrima; cuando se tapan, la lágrima se seca muy rápido.',
  'meibomian-glands.description':
    'Dos vistas en corte de un párpado superior, con el ojo a la derecha. Dentro de cada párpado, una glándula de grasa va de arriba abajo y sale en el borde del párpado, detrás de las pestañas. A la izquierda, sale grasa clara por la abertura. A la derecha, grasa espesa tapa la abertura, la glándula está hinchada y una parte se ha perdido.',

  'label.clearWhite': 'Lo blanco del\nojo, limpio',
  'label.redVessels': 'Rosado o\nrojo, con\nvasos\nhinchados',
  'label.discharge': 'Secreción\nacuosa o\npegajosa',
  'pink-eye.healthy': 'Ojo sano',
  'pink-eye.pink': 'Conjuntivitis',
  'pink-eye.title': 'Conjuntivitis (ojo rojo)',
  'pink-eye.caption':
    'En la conjuntivitis se inflama la capa delgada y transparente que cubre lo blanco del ojo, y el ojo se ve rosado o rojo.',
  'pink-eye.description':
    'Dos ojos vistos de frente. A la izquierda, un ojo sano con lo blanco limpio. A la derecha, conjuntivitis: lo blanco se ve rosado, sus pequeños vasos sanguíneos están hinchados y se notan, y hay secreción en la esquina de adentro.',

  'label.styeBump': 'Bolita roja y\nadolorida en\nlas pestañas',
  'label.chalazionLump': 'Bulto firme y\nsin dolor en\nel párpado',
  'stye-chalazion.stye': 'Orzuelo',
  'stye-chalazion.chalazion': 'Chalazión',
  'stye-chalazion.title': 'Un orzuelo y un chalazión',
  'stye-chalazion.caption':
    'El orzuelo es una bolita infectada y dolorosa en el borde del párpado; el chalazión es un bulto sin dolor por una glándula de grasa tapada, más adentro del párpado.',
  'stye-chalazion.description':
    'Dos ojos vistos de frente. A la izquierda, un orzuelo: una bolita roja y adolorida con el centro amarillo justo en el borde del párpado superior, entre las pestañas. A la derecha, un chalazión: un bulto redondo y firme en el párpado superior, arriba de las pestañas, por lo general sin enrojecimiento.',

  'label.turnsIn': 'Un ojo se\nvoltea hacia\nadentro',
  'strabismus.aligned': 'Ojos alineados',
  'strabismus.turned': 'Ojos desviados (estrabismo)',
  'strabismus.title': 'La alineación de los ojos y el estrabismo',
  'strabismus.caption':
    'En el estrabismo los ojos apuntan en direcciones distintas: uno puede voltearse hacia adentro, afuera, arriba o abajo, todo el tiempo o a ratos.',
  'strabismus.description':
    'Dos pares de ojos vistos de frente. En el par de arriba, los dos ojos miran al frente. En el par de abajo, un ojo mira al frente y el otro se voltea hacia adentro, hacia la nariz.',

  'label.blurryIgnored': 'Imagen borrosa:\nel cerebro aprende\na ignorarla',
  'label.patch': 'Parche en el\nojo más fuerte',
  'label.weakerWorks': 'El ojo más débil\nse pone a trabajar',
  'amblyopia.problem': 'Ojo perezoso (ambliopía)',
  'amblyopia.treatment': 'Tratamiento: parche',
  'amblyopia.title': 'Ojo perezoso (ambliopía) y el parche',
  'amblyopia.caption':
    'En el ojo perezoso el cerebro usa un ojo e ignora el otro; tapar el ojo más fuerte parte del día entrena al más débil, mejor en la primera infancia.',
  'amblyopia.description':
    'Arriba, los dos ojos de un niño con la letra E encima de cada uno: sobre el ojo más débil la letra se ve borrosa y sobre el más fuerte se ve nítida, y el cerebro aprende a ignorar la imagen borrosa. Abajo, los mismos ojos con un parche adhesivo pegado sobre el ojo más fuerte, para que el ojo más débil tenga que ver.',

  'twenty-twenty-twenty.every': 'Cada\n20 minutos,',
  'twenty-twenty-twenty.look': 'mire algo a 20 pies\n(unos 6 metros)',
  'twenty-twenty-twenty.for': 'durante\n20 segundos.',
  'twenty-twenty-twenty.title': 'La regla 20-20-20',
  'twenty-twenty-twenty.caption':
    'Cada 20 minutos frente a la pantalla, mire algo a 20 pies (unos 6 metros) de distancia durante 20 segundos.',
  'twenty-twenty-twenty.description':
    'Tres pasos de izquierda a derecha: un reloj sobre una pantalla de computadora con 20 minutos marcados; un ojo que mira por una línea punteada un árbol lejano; y un cronómetro con 20 segundos marcados.',

  'label.holdLids': 'Abra los\npárpados con\nlos dedos',
  'label.pourWater': 'Eche agua limpia\ndesde la esquina\nde adentro hacia\nafuera',
  'label.fifteenMinutes': 'Siga enjuagando por lo\nmenos 15 minutos y\nluego llame al 911.',
  'chemical-splash.title': 'Primeros auxilios si cae un químico en el ojo',
  'chemical-splash.caption':
    'Enjuague de inmediato con agua limpia por lo menos 15 minutos, con los párpados abiertos, antes de cualquier otra cosa; luego llame al 911.',
  'chemical-splash.description':
    'Un ojo visto de frente, bien abierto con dos dedos: uno levanta el párpado de arriba y otro baja el de abajo. Cae agua limpia de un vaso sobre la esquina de adentro del ojo, cerca de la nariz, corre por el ojo hasta la esquina de afuera y cae por ese lado, para que no entre en el otro ojo.',

  'map.title': 'Mapa de nuestras oficinas en el condado de Orange',
  'map.titleOffice': 'Mapa: nuestra oficina de {{office}} en el condado de Orange',
  'map.caption':
    'Nuestras tres oficinas en el centro del condado de Orange. Cada enlace abre indicaciones para llegar en carro.',
  'map.captionOffice':
    'Nuestra oficina de {{office}} (el marcador grande) y nuestras otras oficinas. Cada enlace abre indicaciones para llegar en carro.',
  'map.description':
    'Mapa del centro del condado de Orange, California, con el océano Pacífico al suroeste. Unos marcadores señalan nuestras oficinas en {{offices}}. También aparecen las comunidades cercanas de {{cities}}. Un mapa pequeño de todo el condado, en la esquina, muestra dónde queda esta zona.',
  'map.highlighted': 'El marcador de la oficina de {{office}} es más grande.',
  'map.ocean': 'Océano\nPacífico',
  'map.directions': 'Cómo llegar a {{office}}',
  'map.county': 'Condado de Orange',
} satisfies FigureStrings
