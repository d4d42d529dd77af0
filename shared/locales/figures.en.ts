/** Words of the diagrams and the map. `label.*` name parts; `<diagram>.*` are each picture's texts. */
export const figuresEn = {
  'label.cornea': 'Cornea',
  'label.iris': 'Iris',
  'label.pupil': 'Pupil',
  'label.lens': 'Lens',
  'label.vitreous': 'Vitreous gel',
  'label.retina': 'Retina',
  'label.macula': 'Macula',
  'label.opticNerve': 'Optic nerve',
  'label.drainageAngle': 'Drainage angle',
  'label.eyelid': 'Eyelid',
  'label.tearFilm': 'Tear film',
  'label.sclera': 'Sclera\n(white of the eye)',

  'eye-anatomy.title': 'Parts of the eye',
  'eye-anatomy.caption': 'The main parts of the eye, seen from the side.',
  'eye-anatomy.description':
    'A side view of the eye. Light passes through the tear film and the cornea at the front, through the pupil in the colored iris, and through the lens, then crosses the clear vitreous gel to the retina at the back. The macula is the center of the retina. The optic nerve carries signals to the brain. The drainage angle sits where the iris meets the cornea, and the eyelids cover the front.',
  'label.evenCurve': 'Even, round curve',
  'label.cone': 'Thin spot bulges\ninto a cone',
  'keratoconus-cone.normal': 'Healthy cornea',
  'keratoconus-cone.cone': 'Keratoconus',
  'keratoconus-cone.title': 'Healthy cornea and keratoconus',
  'keratoconus-cone.caption':
    'In keratoconus the cornea thins and bulges into a cone, so light no longer comes to one sharp focus.',
  'keratoconus-cone.description':
    'Two side views of the front of the eye. On the left, a healthy cornea has an even, round curve and light rays passing through it bend together smoothly. On the right, with keratoconus, a thin area of the cornea bulges forward into a cone, and the light rays scatter in different directions, which blurs and distorts vision.',

  'label.riboflavin': 'Riboflavin\n(vitamin B2) drops',
  'label.uvLight': 'UV light',
  'cross-linking.before': 'Before: loose fibers',
  'cross-linking.after': 'After: new links',
  'cross-linking.title': 'How corneal cross-linking works',
  'cross-linking.caption':
    'Riboflavin drops and a measured dose of UV light build new links between the fibers of the cornea, making it stiffer.',
  'cross-linking.description':
    'A side view of an eye with keratoconus. Drops of riboflavin, a vitamin, are placed on the cone-shaped cornea, and a lamp shines ultraviolet light on it. Below, a close-up of the collagen fibers inside the cornea: before treatment they lie loosely side by side; after treatment short new links join them, which helps the cornea hold its shape.',

  'label.scleralLens': 'Scleral lens',
  'label.fluidReservoir': 'Layer of saline\nunder the lens',
  'label.restsOnWhite': 'Rests on the\nwhite of the eye',
  'label.corneaUntouched': 'The cornea is\nnot touched',
  'scleral-lens.title': 'A scleral lens on an eye with keratoconus',
  'scleral-lens.caption':
    'A scleral lens vaults over the cornea and rests on the white of the eye, with a layer of saline in between.',
  'scleral-lens.description':
    'A side view of the front of an eye with a cone-shaped cornea. A large, rigid contact lens arches over the whole cornea without touching it and rests on the white of the eye around it. The space between the lens and the cornea is filled with saline, which gives the eye a smooth new front surface and keeps the cornea moist.',

  'label.orthoKLens': 'Ortho-K lens',
  'label.flatterCentre': 'Slightly flatter\ncenter',
  'ortho-k.night': 'While you sleep',
  'ortho-k.day': 'During the day',
  'ortho-k.title': 'How Ortho-K reshapes the cornea overnight',
  'ortho-k.caption':
    'A special lens worn at night gently flattens the center of the cornea; after you take it out in the morning, you see clearly without glasses.',
  'ortho-k.description':
    'Two side views of the front of the eye. On the left, at night, a rigid Ortho-K lens sits on the cornea and presses very gently on its center. On the right, during the day with no lens, the center of the cornea is slightly flatter than its original shape, shown as a dashed line. The change is temporary and wears off if the lens is not worn.',

  'laser-vision-correction.lasik': 'LASIK',
  'laser-vision-correction.lasik.how':
    'A thin flap is lifted.\nThe laser reshapes\nthe cornea under it,\nand the flap is put back.',
  'laser-vision-correction.prk': 'PRK',
  'laser-vision-correction.prk.how':
    'The thin surface layer\nis removed. The laser\nreshapes the surface,\nand the layer grows back.',
  'laser-vision-correction.smile': 'SMILE',
  'laser-vision-correction.smile.how':
    'A laser shapes a thin\ndisc inside the cornea.\nIt is taken out through\na small opening.',
  'laser-vision-correction.title': 'LASIK, PRK and SMILE compared',
  'laser-vision-correction.caption':
    'All three change the shape of the cornea to focus light; they differ in how the surgeon reaches the tissue.',
  'laser-vision-correction.description':
    'Three close-ups of the cornea, each showing the tissue that is removed. LASIK: a thin hinged flap is lifted, the laser removes a small amount of tissue under it, and the flap is laid back. PRK: the thin surface layer is removed, the laser reshapes the surface, and the surface layer grows back over a few days. SMILE: a laser shapes a small lens-shaped disc inside the cornea, which is taken out through a small opening.',

  'label.clearLens': 'Light passes\nthrough a clear lens',
  'label.cloudyLens': 'Cloudy lens blocks\nand scatters light',
  'cataract.clear': 'Clear lens',
  'cataract.cloudy': 'Cataract',
  'cataract.title': 'A clear lens and a cataract',
  'cataract.caption':
    'A cataract is a clouding of the lens inside the eye: less light gets through, and what does is scattered.',
  'cataract.description':
    'Two side views of the front of the eye. On the left, light passes through a clear lens and comes to a focus. On the right, the lens is cloudy and yellowed: some light is blocked and the rest is scattered, which makes vision dim, hazy and full of glare.',

  'label.implant': 'Clear artificial lens\n(implant)',
  'label.capsule': 'Thin natural bag\n(capsule) holds it',
  'label.focusOnRetina': 'Light\nfocuses on\nthe retina',
  'lens-implant.title': 'An eye after cataract surgery',
  'lens-implant.caption':
    'In cataract surgery the cloudy lens is removed and a clear artificial lens is placed in the same spot.',
  'lens-implant.description':
    'A side view of the eye after cataract surgery. The cloudy natural lens has been removed, and a small clear artificial lens sits inside the thin bag, or capsule, that held the natural lens. Two small arms keep it centered. Light passes through it and focuses on the retina again.',

  'label.nearText': 'Something\nup close',
  'label.stiffLens': 'The lens is stiffer\nand cannot change shape',
  'label.focusBehind': 'Light focuses\nbehind the retina',
  'presbyopia.title': 'Why close-up vision blurs after 40 (presbyopia)',
  'presbyopia.caption':
    'With age the lens stiffens and can no longer change shape for close work, so near things blur.',
  'presbyopia.description':
    'A side view of the eye looking at something held close. Light from it spreads out as it reaches the eye. The lens, which has become stiffer with age, cannot get thicker to bend that light more, so the light would come to a focus behind the retina and the image on the retina is blurred. Reading glasses, bifocals or multifocal lenses add the focusing power the lens has lost.',

  'label.focusInFront': 'Light focuses in\nfront of the retina',
  'label.longerEye': 'The eye is longer\nthan usual',
  'label.blurOnRetina': 'Blurry image\non the retina',
  'label.dashedNormal': 'Dashed line: an eye\nof usual length',
  'myopia.title': 'Nearsightedness (myopia)',
  'myopia.caption':
    'In nearsightedness the eye is a little too long, so light from far away focuses in front of the retina and distant things look blurry.',
  'myopia.description':
    'A side view of a nearsighted eye. The eye is longer than an eye of usual length, which is shown as a dashed outline. Light from far away comes to a focus inside the eye, in front of the retina, then spreads out again, so it reaches the retina as a blurry spot instead of a sharp point.',

  'label.shorterEye': 'The eye is shorter\nthan usual',
  'hyperopia.title': 'Farsightedness (hyperopia)',
  'hyperopia.caption':
    'In farsightedness the eye is a little too short, so light focuses behind the retina; close-up vision is hardest, and the eyes work harder to focus.',
  'hyperopia.description':
    'A side view of a farsighted eye. The eye is shorter than an eye of usual length, which is shown as a dashed outline. Light reaches the retina before it has come to a focus, and the point where it would focus lies behind the retina, so the image is blurry unless the eye strains to focus.',

  'label.evenCornea': 'Even curve,\nlike a ball',
  'label.unevenCornea': 'Steeper one\nway, like a\nfootball',
  'label.twoFocusPoints': 'Two focus points\ninstead of one',
  'astigmatism.title': 'Astigmatism',
  'astigmatism.caption':
    'With astigmatism the cornea is curved more in one direction than the other, so light focuses at two points and vision blurs at every distance.',
  'astigmatism.description':
    'At the top, a ball-shaped surface that curves evenly, and a football-shaped surface that curves more steeply one way. Below, a side view of an eye with astigmatism: light along the steeper curve, in one color, focuses at one point, and light along the flatter curve, in another color, focuses at a second point farther back, so neither makes a sharp image on the retina.',

  'label.fluidMade': 'Clear fluid is\nmade here',
  'label.throughPupil': 'It flows\nthrough the pupil',
  'label.drainsHere': 'It drains out here\n(drainage angle)',
  'drainage-angle.title': 'How fluid flows through the front of the eye',
  'drainage-angle.caption':
    'Clear fluid made behind the iris flows through the pupil and drains out at the angle where the iris meets the cornea.',
  'drainage-angle.description':
    'A close-up of the front of the eye, with the cornea on top and the iris below it. Arrows show clear fluid made by the ciliary body behind the iris, flowing forward through the pupil, then outward to the drainage angle on each side, where it leaves the eye through a fine mesh into a small canal. If it drains too slowly, pressure inside the eye can rise.',

  'label.angleBlocked': 'The drainage angle\nis blocked',
  'label.irisPushed': 'Fluid trapped behind\nthe iris pushes it forward',
  'angle-closure.title': 'Angle-closure glaucoma',
  'angle-closure.caption':
    'In angle closure the iris bulges forward and blocks the drain, and eye pressure can rise very fast: this is an emergency.',
  'angle-closure.description':
    'A close-up of the front of the eye, with the cornea on top. Fluid trapped behind the iris bows it forward like a dome, so that its outer part presses against the cornea and closes the drainage angle on both sides, marked with an X, while the edge of the pupil still rests on the lens. The fluid cannot leave the eye, so the pressure rises.',

  'label.smallCup': 'Small, pale cup in the\nmiddle of a thick rim',
  'label.largeCup': 'The cup grows as\nnerve fibers are lost',
  'optic-nerve-cupping.healthy': 'Healthy optic nerve',
  'optic-nerve-cupping.damaged': 'Glaucoma damage',
  'optic-nerve-cupping.title': 'The optic nerve in glaucoma',
  'optic-nerve-cupping.caption':
    'Glaucoma slowly damages the optic nerve; eye doctors see it as a widening pale cup at the center of the nerve.',
  'optic-nerve-cupping.description':
    'Two views of the optic nerve as an eye doctor sees it at the back of the eye. On the left, a healthy nerve: a thick orange-pink rim of nerve fibers around a small pale cup. On the right, a nerve damaged by glaucoma: the rim is thin and the pale cup is much larger, and the blood vessels bend sharply over its edge.',

  'label.drainsSlowly': 'Fluid drains\ntoo slowly',
  'label.pressureBuilds': 'Pressure builds\ninside the eye',
  'label.nerveDamaged': 'The optic nerve\nis slowly damaged',
  'glaucoma.title': 'How glaucoma harms the eye',
  'glaucoma.caption':
    'In the most common glaucoma, fluid drains too slowly, pressure builds, and the optic nerve is slowly damaged; glaucoma can also happen at normal pressure.',
  'glaucoma.description':
    'A side view of the eye. At the drainage angle, where the iris meets the cornea, an X shows that fluid drains too slowly. Arrows inside the eye push outward on the back of the eye, showing pressure building. Where the optic nerve leaves the eye, a red line shows the nerve being damaged. Side vision is usually lost first, without pain.',

  'label.drusen': 'Dry: small yellow\ndeposits (drusen)',
  'label.leakingVessels': 'Wet: new vessels\nleak blood and fluid',
  'macular-degeneration.dry': 'Dry',
  'macular-degeneration.wet': 'Wet',
  'macular-degeneration.title': 'Dry and wet macular degeneration',
  'macular-degeneration.caption':
    'Macular degeneration damages the macula, the center of the retina, and blurs central vision; the wet form can change quickly and needs prompt care.',
  'macular-degeneration.description':
    'Two views of the back of the eye as an eye doctor sees it, each with the optic nerve on the left and the darker macula in the middle. On the left, dry macular degeneration: small yellow deposits called drusen gather around the macula. On the right, wet macular degeneration: abnormal new blood vessels under the macula leak blood and fluid.',

  'label.microaneurysms': 'Tiny bulges in\nblood vessels',
  'label.bleeding': 'Small spots\nof bleeding',
  'label.exudates': 'Leaked fat\n(yellow spots)',
  'label.newVessels': 'Fragile new\nblood vessels',
  'diabetic-retinopathy.title': 'Diabetic retinopathy',
  'diabetic-retinopathy.caption':
    'High blood sugar damages the small blood vessels of the retina; early signs cause no symptoms, which is why a yearly dilated exam matters.',
  'diabetic-retinopathy.description':
    'The back of the eye as an eye doctor sees it, with signs of diabetic retinopathy: tiny red bulges in the blood vessels, small spots of bleeding, yellow spots of leaked fat near the macula, a pale fluffy patch, and a tangle of fragile new blood vessels growing near the optic nerve.',

  'label.retinaLifted': 'Fluid seeps through a tear\nand lifts the retina',
  'label.curtain': 'A shadow or\ncurtain over part\nof your vision',
  'retinal-detachment.eye': 'Inside the eye',
  'retinal-detachment.view': 'What you may see',
  'retinal-detachment.title': 'Retinal detachment and the curtain it causes',
  'retinal-detachment.caption':
    'A detached retina lifts off the back wall of the eye; a shadow or curtain over your vision is an emergency: call 911 or go to the emergency room now.',
  'retinal-detachment.description':
    'On the left, a side view of the eye: through a tear in the retina, fluid has seeped underneath and lifted part of the retina away from the back wall of the eye. On the right, what the person may see: a dark shadow, like a curtain, covering part of their vision. The shadow is on the opposite side from the detachment.',

  'label.floaters': 'Floaters: clumps in the\ngel cast small shadows',
  'label.gelPulls': 'The gel shrinks\nand pulls away\nfrom the retina',
  'label.flash': 'A tug on the\nretina: flashes',
  'floaters-flashes.title': 'Where floaters and flashes come from',
  'floaters-flashes.caption':
    'With age the gel inside the eye shrinks and pulls away from the retina; new floaters or flashes need an exam the same day.',
  'floaters-flashes.description':
    'A side view of the eye. The clear gel that fills the eye has shrunk and pulled away from the retina at the back, shown as a dashed line. Small clumps and strands in the gel cast shadows on the retina, which are seen as floaters. Where the gel still holds on and tugs the retina, a burst of lines marks the flashes of light this can cause.',

  'label.layer.oil': 'Oil',
  'label.layer.water': 'Water',
  'label.layer.mucus': 'Mucus',
  'label.layer.cornea': 'Cornea',
  'label.layersWork': 'Oil on top keeps\nthe water layer from\ndrying out.',
  'label.tearsEvaporate': 'Too little oil: tears\ndry up fast and leave\ndry, irritated spots.',
  'tear-film.healthy': 'Healthy tear film',
  'tear-film.dry': 'Dry eye',
  'tear-film.title': 'The tear film and dry eye',
  'tear-film.caption':
    'Tears have three layers; in most dry eye the oil layer is too thin, so tears dry up too fast.',
  'tear-film.description':
    'Two close-ups of the surface of the eye. On the left, a healthy tear film: a thin layer of mucus on the cornea, a thick layer of water over it, and a thin layer of oil on top that slows drying. On the right, dry eye: the oil layer is patchy, the water layer is thin, and arrows show tears drying up into the air.',

  'label.oilGland': 'Oil gland\n(meibomian\ngland)',
  'label.oilFlows': 'Clear oil flows out\nat the lid edge',
  'label.plugged': 'Thick oil plugs\nthe opening',
  'label.glandShrinks': 'Parts of the\ngland waste\naway',
  'meibomian-glands.healthy': 'Open gland',
  'meibomian-glands.blocked': 'Blocked gland',
  'meibomian-glands.title': 'Meibomian glands, open and blocked',
  'meibomian-glands.caption':
    'Tiny glands in the eyelids make the oil of the tears; when their openings clog, tears dry up too fast.',
  'meibomian-glands.description':
    'Two cutaway views of an upper eyelid, with the eye to the right. Inside each lid, an oil gland runs from top to bottom and opens at the edge of the lid, behind the lashes. On the left, clear oil flows out of the opening. On the right, thickened oil plugs the opening, the gland is swollen, and some of it has wasted away.',

  'label.clearWhite': 'Clear white\nof the eye',
  'label.redVessels': 'Pink or red,\nswollen\nvessels',
  'label.discharge': 'Watery or\nsticky\ndischarge',
  'pink-eye.healthy': 'Healthy eye',
  'pink-eye.pink': 'Pink eye',
  'pink-eye.title': 'Pink eye (conjunctivitis)',
  'pink-eye.caption':
    'In pink eye the thin clear layer over the white of the eye is inflamed, so the eye looks pink or red.',
  'pink-eye.description':
    'Two eyes seen from the front. On the left, a healthy eye with a clear white. On the right, pink eye: the white is pink, its small blood vessels are swollen and easy to see, and there is discharge in the inner corner.',

  'label.styeBump': 'Red, sore bump\nat the lash line',
  'label.chalazionLump': 'Firm, painless\nlump in the lid',
  'stye-chalazion.stye': 'Stye',
  'stye-chalazion.chalazion': 'Chalazion',
  'stye-chalazion.title': 'A stye and a chalazion',
  'stye-chalazion.caption':
    'A stye is a painful infected bump at the edge of the lid; a chalazion is a painless lump from a blocked oil gland, farther back in the lid.',
  'stye-chalazion.description':
    'Two eyes seen from the front. On the left, a stye: a small red, sore bump with a yellow center right at the edge of the upper eyelid, among the lashes. On the right, a chalazion: a round, firm lump in the upper eyelid above the lashes, usually without redness.',

  'label.turnsIn': 'One eye\nturns in',
  'strabismus.aligned': 'Eyes aligned',
  'strabismus.turned': 'Crossed eyes (strabismus)',
  'strabismus.title': 'Eye alignment and strabismus',
  'strabismus.caption':
    'In strabismus the eyes point in different directions: one may turn in, out, up or down, all the time or now and then.',
  'strabismus.description':
    'Two pairs of eyes seen from the front. In the top pair, both eyes look straight ahead. In the bottom pair, one eye looks ahead while the other turns in toward the nose.',

  'label.blurryIgnored': 'Blurry image:\nthe brain learns\nto ignore it',
  'label.patch': 'Patch on the\nstronger eye',
  'label.weakerWorks': 'The weaker eye\ngets to work',
  'amblyopia.problem': 'Lazy eye (amblyopia)',
  'amblyopia.treatment': 'Treatment: patching',
  'amblyopia.title': 'Lazy eye (amblyopia) and patching',
  'amblyopia.caption':
    'In lazy eye the brain relies on one eye and ignores the other; covering the stronger eye for part of the day trains the weaker one, best in early childhood.',
  'amblyopia.description':
    'At the top, a child’s two eyes with the letter E above each: above the weaker eye the letter is blurred, above the stronger eye it is sharp, and the brain learns to ignore the blurry image. At the bottom, the same eyes with an adhesive patch stuck over the stronger eye, so the weaker eye has to do the seeing.',

  'twenty-twenty-twenty.every': 'Every\n20 minutes,',
  'twenty-twenty-twenty.look': 'look at something\n20 feet away',
  'twenty-twenty-twenty.for': 'for\n20 seconds.',
  'twenty-twenty-twenty.title': 'The 20-20-20 rule',
  'twenty-twenty-twenty.caption':
    'Every 20 minutes of screen time, look at something 20 feet (about 6 meters) away for 20 seconds.',
  'twenty-twenty-twenty.description':
    'Three steps from left to right: a clock above a computer screen with 20 minutes marked; an eye looking along a dashed line at a tree far away; and a stopwatch with 20 seconds marked.',

  'label.holdLids': 'Hold the lids\nopen with\nyour fingers',
  'label.pourWater': 'Pour clean water\nfrom the inner\ncorner outward',
  'label.fifteenMinutes': 'Keep rinsing for at\nleast 15 minutes,\nthen call 911.',
  'chemical-splash.title': 'First aid for a chemical in the eye',
  'chemical-splash.caption':
    'Rinse right away with clean water for at least 15 minutes, holding the eyelids open, before anything else; then call 911.',
  'chemical-splash.description':
    'An eye seen from the front, held wide open by two fingers, one pulling the upper eyelid up and one pulling the lower eyelid down. Clean water pours from a cup onto the inner corner of the eye, near the nose, flows across the eye to the outer corner and falls away on that side, so it does not run into the other eye.',

  'map.title': 'Map of our offices in Orange County',
  'map.titleOffice': 'Map: our {{office}} office in Orange County',
  'map.caption': 'Our three offices in central Orange County. Each link opens driving directions.',
  'map.captionOffice':
    'Our {{office}} office (the large pin) and our other offices. Each link opens driving directions.',
  'map.description':
    'A map of central Orange County, California, with the Pacific Ocean to the southwest. Pins mark our offices in {{offices}}. The nearby communities of {{cities}} are also named. A small map of the whole county in the corner shows where this area lies.',
  'map.highlighted': 'The pin of the {{office}} office is larger.',
  'map.ocean': 'Pacific\nOcean',
  'map.directions': 'Directions to {{office}}',
  'map.county': 'Orange County',
}

export type FigureStrings = typeof figuresEn
