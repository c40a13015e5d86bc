import type { SeedAssistantTranslation } from './types';

export default [
  // Entender el pie zambo y el diagnóstico
  {
    source: 'What is clubfoot?',
    question: '¿Qué es el pie zambo?',
    answer:
      'El pie zambo es una condición con la que nace el bebé, en la que uno o los dos pies están girados hacia dentro y hacia abajo. Su nombre médico es pie equino varo congénito (en inglés, congenital talipes equinovarus, que a menudo se abrevia CTEV). Los tendones y ligamentos de la parte interna y de atrás del pie son más cortos y están más tensos de lo normal, y eso mantiene el pie en esa posición. Tiene muy buen tratamiento y, con una buena atención, la mayoría de los niños crecen y caminan, corren y juegan como sus amigos.',
    keywords: ['pie equino varo', 'pie equinovaro', 'pevc', 'ctev', 'pie torcido', 'pie zambo congenito', 'definicion', 'que es'],
  },
  {
    source: 'How common is clubfoot?',
    question: '¿Es frecuente el pie zambo?',
    answer:
      'El pie zambo afecta a aproximadamente 1 de cada 1000 bebés que nacen, lo que lo convierte en una de las condiciones presentes al nacer más frecuentes. Los varones lo tienen aproximadamente el doble de veces que las niñas. Ocurre en familias de todo el mundo, así que tu familia está muy lejos de ser la única.',
    keywords: ['frecuencia', 'estadisticas', 'cuantos bebes', 'es raro', 'incidencia', '1 de cada 1000', 'niños', 'niñas'],
  },
  {
    source: 'What causes clubfoot, and is it something I did during pregnancy?',
    question: '¿Qué causa el pie zambo? ¿Fue por algo que hice durante el embarazo?',
    answer:
      'En la mayoría de los niños no se encuentra una causa única, y los médicos lo llaman pie zambo idiopático. Los investigadores creen que influye una combinación de factores genéticos y de otro tipo, y a veces se repite en una misma familia. Las cosas cotidianas del embarazo, como la forma en que dormías, lo que comías, el ejercicio, el estrés o un golpe, no causan pie zambo. Algunas cosas, como fumar, se asocian con una probabilidad un poco mayor, pero ninguna de ellas puede explicar por qué un bebé en concreto tiene pie zambo. Por favor, no te culpes; no es tu culpa.',
    keywords: ['causa', 'causas', 'por que', 'por qué', 'mi culpa', 'culpable', 'idiopatico', 'embarazo'],
  },
  {
    source: 'Is clubfoot genetic, and will our next baby have it too?',
    question: '¿El pie zambo es hereditario? ¿Lo tendrá también nuestro próximo bebé?',
    answer:
      'El pie zambo a veces se repite en una misma familia, y los genes parecen influir, pero en la mayoría de las familias no se encuentra un patrón claro. Si uno de los padres o un hermano tiene pie zambo, la probabilidad de que otro bebé lo tenga es mayor que la media, aunque sigue siendo baja (se suele hablar de unos pocos de cada 100), y la mayoría de los hermanos y hermanas no lo tienen. Tu equipo de pie zambo o un servicio de genética pueden explicarte qué significa esto para tu familia.',
    keywords: ['hereditario', 'herencia', 'genetico', 'genético', 'genes', 'hermanos', 'proximo embarazo', 'otro bebe'],
  },
  {
    source: 'Can clubfoot happen alongside other conditions?',
    question: '¿El pie zambo puede venir junto con otras enfermedades o síndromes?',
    answer:
      'La mayoría de los casos de pie zambo se presentan solos, sin ninguna otra condición. En un número menor de niños aparece junto con otra condición, como una enfermedad neuromuscular o un síndrome genético, y a esto a veces se le llama pie zambo sindrómico o no idiopático. Estos pies suelen ser más rígidos y pueden necesitar más yesos, un seguimiento más de cerca y, a veces, cirugía, así que el equipo adapta el tratamiento a cada niño. El médico de tu hijo examinará a tu bebé de pies a cabeza y te explicará si hace falta alguna otra prueba.',
    keywords: ['sindromico', 'no idiopatico', 'artrogriposis', 'espina bifida', 'sindrome', 'neuromuscular', 'otras enfermedades', 'asociado'],
  },
  {
    source: 'Can clubfoot be seen on a pregnancy ultrasound scan?',
    question: '¿Se puede ver el pie zambo en la ecografía del embarazo?',
    answer:
      'Sí, el pie zambo a menudo se detecta por primera vez en una ecografía de rutina del embarazo, sobre todo en la de mitad del embarazo, hacia las 20 semanas. Una ecografía no siempre puede mostrar lo rígido que está el pie ni si están afectados los dos pies, y a veces un pie que parecía girado hacia dentro en la ecografía resulta estar bien. El diagnóstico se confirma después del nacimiento, cuando un profesional de la salud examina a tu bebé. Muchas familias piden que las deriven a una consulta de pie zambo durante el embarazo para conocer al equipo con antelación.',
    keywords: ['ecografia', 'ecografía', 'ultrasonido', 'eco', 'prenatal', 'semana 20', 'antes de nacer', 'embarazo'],
  },
  {
    source: 'What is the difference between positional clubfoot and true clubfoot?',
    question: '¿Qué diferencia hay entre el pie zambo postural y el pie zambo verdadero?',
    answer:
      'Un pie postural ha quedado apretado en una posición poco habitual dentro del útero, pero es flexible y se puede llevar fácilmente a una posición normal, y suele necesitar poco o ningún tratamiento. Un pie zambo verdadero es más rígido, porque los tejidos tensos mantienen el pie girado hacia dentro y hacia abajo. Solo un profesional de la salud que examine a tu bebé puede distinguirlos, así que, por favor, pregunta a tu equipo en lugar de juzgar por fotos o por el aspecto del pie.',
    keywords: ['postural', 'posicional', 'pie zambo postural', 'pie flexible', 'pie zambo verdadero', 'estructural', 'diferencia'],
  },
  {
    source: 'What does bilateral or unilateral clubfoot mean?',
    question: '¿Qué significa pie zambo bilateral o unilateral?',
    answer:
      'Pie zambo bilateral significa que están afectados los dos pies, y unilateral, que solo lo está uno. Cada caso se da en aproximadamente la mitad de los niños con pie zambo. Los dos se tratan de la misma forma, con el método Ponseti. En el pie zambo bilateral se enyesan las dos piernas y, en cualquiera de los dos casos, la férula de botas y barra lleva una bota en cada pie, con el ángulo ajustado por separado para cada pie.',
    keywords: ['los dos pies', 'ambos pies', 'un pie', 'bilateral', 'unilateral', 'pie izquierdo', 'pie derecho'],
  },
  {
    source: 'Does clubfoot hurt my baby?',
    question: '¿Al bebé le duele el pie zambo?',
    answer:
      'El pie zambo no le duele a un bebé recién nacido. Los bebés con pie zambo comen, duermen y patalean como los demás bebés. El tratamiento es suave y la mayoría de los bebés se acostumbran enseguida a los yesos, aunque pueden estar algo inquietos durante más o menos un día después de cada cambio. Si tu bebé parece tener dolor o está muy angustiado, ponte en contacto con tu equipo de tratamiento.',
    keywords: ['dolor', 'duele', 'le duele', 'doloroso', 'molestia', 'incomodo', 'sufre'],
  },
  {
    source: 'What should I ask at our first clubfoot clinic appointment?',
    question: '¿Qué debo preguntar en nuestra primera consulta de pie zambo?',
    answer:
      'Algunas preguntas útiles son: si está afectado uno de los pies o los dos, cuántos yesos calcula el equipo, cómo se quitan los yesos, si es probable que haga falta una tenotomía, a qué señales de alarma hay que estar atentos y a quién llamar fuera del horario de atención. Lleva una libreta o usa el teléfono para anotar las respuestas y, si puedes, ve con otro adulto. Nuestro artículo tiene una lista de preguntas para imprimir y llevar. No hay preguntas tontas, y tu equipo prefiere responderlas a que te quedes con la preocupación en casa.',
    keywords: ['primera consulta', 'primera cita', 'cita medica', 'preguntas', 'lista de preguntas', 'que llevar', 'especialista'],
  },

  // El método Ponseti y los yesos
  {
    source: 'What is the Ponseti method?',
    question: '¿Qué es el método Ponseti?',
    answer:
      'El método Ponseti es el tratamiento suave, y en su mayor parte sin cirugía, que usan hoy la mayoría de las consultas de pie zambo. Cada semana, un profesional formado estira con suavidad el pie hacia una posición mejor y lo mantiene así con un yeso largo que cubre toda la pierna. Después, la mayoría de los niños necesitan un pequeño procedimiento para liberar el tendón de Aquiles, seguido de una férula de abducción (botas y barra) que mantiene la corrección mientras crecen. Cuando las familias y los equipos lo siguen con cuidado, la mayoría de los niños terminan con un pie flexible, fuerte y cómodo.',
    keywords: ['ponseti', 'tratamiento', 'yesos seriados', 'enyesado', 'yeso', 'manipulacion', 'como se trata', 'dr ponseti'],
  },
  {
    source: 'How many casts will my baby need and how long does casting take?',
    question: '¿Cuántos yesos va a necesitar mi bebé y cuánto dura la etapa de los yesos?',
    answer:
      'La mayoría de los bebés necesitan unos 5 a 8 yesos, que se cambian más o menos una vez por semana, aunque algunos necesitan unos pocos más o unos pocos menos. Si a tu bebé le hacen una tenotomía, el último yeso se deja unas 3 semanas mientras el tendón cicatriza, así que la etapa de los yesos suele durar unos 2 meses en total. Cada pie es distinto, y tu equipo te dirá en cada cita cómo va avanzando.',
    keywords: ['cuantos yesos', 'numero de yesos', 'cambio de yeso', 'cada semana', 'semanas', 'duracion', 'enyesado', 'yesos seriados'],
  },
  {
    source: 'When should clubfoot treatment start, and is it too late for an older child?',
    question: '¿Cuándo debe empezar el tratamiento del pie zambo? ¿Es demasiado tarde para un niño más grande?',
    answer:
      'Lo ideal es que el tratamiento Ponseti empiece en las primeras semanas de vida, cuando los tejidos del pie son más flexibles. Empezar más tarde sigue valiendo la pena: el método también funciona en bebés más grandes y en niños, incluidos muchos cuyo pie zambo no se trató cuando eran bebés. Los niños más grandes pueden necesitar más yesos o procedimientos adicionales, así que un profesional con experiencia valorará qué es realista para cada niño.',
    keywords: ['edad', 'cuando empezar', 'demasiado tarde', 'niño mayor', 'nino mayor', 'diagnostico tardio', 'recien nacido', 'sin tratar'],
  },
  {
    source: 'Why do the casts go all the way up to the thigh?',
    question: '¿Por qué los yesos llegan hasta el muslo?',
    answer:
      'Los yesos de Ponseti son yesos largos que van desde los dedos del pie hasta la parte alta del muslo, con la rodilla doblada. El yeso largo evita que el yeso se deslice hacia abajo y mantiene bien la corrección, algo que un yeso corto por debajo de la rodilla no puede hacer. Al principio puede sorprender, pero los bebés suelen acostumbrarse en uno o dos días.',
    keywords: ['yeso largo', 'muslo', 'encima de la rodilla', 'rodilla doblada', 'toda la pierna', 'yeso', 'enyesado'],
  },
  {
    source: 'Will my baby need a big operation to correct clubfoot?',
    question: '¿Mi bebé va a necesitar una operación grande para corregir el pie zambo?',
    answer:
      'La mayoría de los niños tratados con el método Ponseti no necesitan una operación grande. Normalmente solo hacen falta los yesos, un pequeño procedimiento para liberar el tendón de Aquiles y la férula. El método se desarrolló para evitar las grandes operaciones en las articulaciones y los ligamentos que antes eran habituales, y los pies corregidos de esta forma suelen quedar más flexibles. Algunos niños necesitan más adelante otra operación más pequeña, y tu equipo te explicará si eso podría ser su caso.',
    keywords: ['cirugia', 'cirugía', 'operacion', 'operación', 'quirofano', 'sin cirugia', 'cirugia mayor', 'liberacion posteromedial'],
  },
  {
    source: 'Can I feed my baby during cast changes?',
    question: '¿Puedo darle de comer a mi bebé durante los cambios de yeso?',
    answer:
      'En muchas consultas no hay ningún problema en que los padres den de comer al bebé durante los cambios de yeso, y a menudo eso ayuda a que el bebé esté tranquilo. También puede ayudar tenerlo en brazos, hablarle o cantarle. Pregunta en tu consulta qué prefieren, porque cada equipo trabaja de forma un poco distinta.',
    keywords: ['amamantar', 'dar el pecho', 'lactancia', 'biberon', 'mamadera', 'calmar', 'tranquilo', 'chupete'],
  },
  {
    source: 'How do I keep the cast dry, and how do I bath my baby in casts?',
    question: '¿Cómo mantengo seco el yeso y cómo baño a mi bebé con los yesos puestos?',
    answer:
      'El yeso se ablanda si se moja, así que, mientras tu bebé lleve yesos, lávalo con una esponja en lugar de bañarlo, manteniendo los yesos fuera del agua. Limpia las manchas de la parte de fuera del yeso con un paño apenas húmedo. Las piscinas, las playas y los baños en la bañera quedan descartados hasta que termine la etapa de los yesos. Si un yeso se empapa, o se ablanda o se agrieta, llama a tu consulta.',
    keywords: ['baño', 'bañar', 'banar', 'lavar', 'mojado', 'agua', 'esponja', 'limpiar'],
  },
  {
    source: "What should I check on my baby's casts every day?",
    question: '¿Qué tengo que revisar cada día en los yesos de mi bebé?',
    answer:
      'Varias veces al día, sobre todo al cambiar el pañal, mira los dedos de los pies: deben estar rosados, calientes y moverse, y el color debe volver rápido después de presionar con suavidad una uña. Comprueba que los dedos sigan en el mismo sitio al final del yeso y mira la piel alrededor de los bordes por si hay enrojecimiento o roces. Si los dedos están fríos, pálidos, azulados, amoratados o hinchados, si hay mal olor o sale líquido a través del yeso, si tu bebé tiene fiebre o llora y no se calma, o si algo te preocupa, ponte en contacto con tu consulta de inmediato, o busca atención urgente si no consigues hablar con ellos.',
    keywords: ['dedos', 'dedos de los pies', 'circulacion', 'revisar', 'color', 'calientes', 'se mueven', 'revision diaria'],
  },
  {
    source: 'What do I do if the cast has slipped or the toes seem to be disappearing into it?',
    question: '¿Qué hago si el yeso se ha bajado o parece que los dedos se están metiendo dentro?',
    answer:
      'Un yeso que se ha deslizado tiene que revisarse pronto, así que llama de inmediato a tu consulta, o busca atención médica urgente si no consigues hablar con ellos. Un yeso que se ha deslizado ya no sujeta bien el pie y puede hacer presión sobre la piel. No intentes volver a subirlo ni arreglarlo tú. No es tu culpa; en piernas pequeñas y regordetas, los yesos a veces se mueven.',
    keywords: ['yeso deslizado', 'se bajo', 'se movio', 'dedos mas cortos', 'dedos escondidos', 'se salio', 'se resbala'],
  },
  {
    source: 'How do I manage nappies and clothes with long-leg casts?',
    question: '¿Cómo me arreglo con los pañales y la ropa si lleva yesos en toda la pierna?',
    answer:
      'Pregunta en tu consulta cómo prefieren que quede el pañal en la parte de arriba de los yesos; el objetivo es que el pipí y la caca no lleguen al yeso. Cambia los pañales enseguida y limpia cualquier mancha de la parte de fuera del yeso. La ropa holgada, como pijamas enteros de una talla más o calentadores de piernas, se pone más fácilmente sobre los yesos. Sujétale las piernas a tu bebé al levantarlo, porque los yesos pueden pesar.',
    keywords: ['pañal', 'pañales', 'panal', 'ropa', 'pijama', 'body', 'mameluco', 'vestir'],
  },
  {
    source: 'My baby seems itchy in the cast; can I put something inside it?',
    question: 'Parece que a mi bebé le pica el yeso; ¿puedo meter algo por dentro?',
    answer:
      'Nunca metas nada dentro del yeso, como bastoncillos o hisopos de algodón, juguetes, talco o crema, aunque parezca que a tu bebé le pica. Las cosas pueden quedarse atascadas y provocar llagas. Revisa los dedos y los bordes del yeso, mantén a tu bebé fresco con ropa holgada y llama a tu consulta si sigue muy inquieto o si ves enrojecimiento o llagas en los bordes.',
    keywords: ['picor', 'pica', 'picazon', 'comezon', 'rascar', 'talco', 'crema', 'hisopo'],
  },
  {
    source: 'How are the casts taken off before each change?',
    question: '¿Cómo se quitan los yesos antes de cada cambio?',
    answer:
      'Depende de la consulta. En algunas piden a los padres que quiten el yeso en casa, dejándolo en remojo, poco antes de la cita, y en otras lo quitan en la consulta. Sigue las instrucciones de tu equipo y, si te piden que lo quites en remojo, date tiempo de sobra, usa agua tibia y mantén a tu bebé abrigado y a gusto después.',
    keywords: ['quitar el yeso', 'retirar el yeso', 'sacar el yeso', 'remojar', 'remojo', 'sierra', 'vinagre'],
  },

  // La tenotomía
  {
    source: 'What is an Achilles tenotomy, and does every baby need one?',
    question: '¿Qué es la tenotomía del tendón de Aquiles? ¿La necesitan todos los bebés?',
    answer:
      'La tenotomía del tendón de Aquiles es un procedimiento menor en el que se libera el tendón de Aquiles tenso (el tendón del talón) a través de una abertura diminuta en la parte de atrás del talón. Permite que el talón baje y que el tobillo se doble bien hacia arriba. La mayoría de los niños tratados con el método Ponseti, aproximadamente entre el 80 y el 90 por ciento, la necesitan, normalmente hacia el final de la etapa de los yesos. Es una parte prevista del tratamiento, no una señal de que los yesos hayan fallado, y tu equipo lo decide según cuánto se dobla el tobillo hacia arriba.',
    keywords: ['tenotomia', 'tenotomía', 'aquiles', 'tendon de aquiles', 'corte del tendon', 'liberacion del tendon', 'talon', 'procedimiento'],
  },
  {
    source: 'Is the tenotomy done under general anaesthetic, and will it hurt my baby?',
    question: '¿La tenotomía se hace con anestesia general? ¿Le va a doler a mi bebé?',
    answer:
      'En muchas consultas la tenotomía se hace en la propia consulta o en una sala de procedimientos con anestesia local, que adormece la zona, y dura solo unos minutos. Algunos centros usan otro tipo de anestesia en algunos niños, así que pregunta a tu equipo cómo lo hacen ellos. Los bebés suelen llorar, sobre todo porque los están sujetando para que no se muevan, y normalmente se calman rápido al darles de comer y con mimos. Tu equipo te dirá qué alivio para el dolor le conviene a tu bebé después.',
    keywords: ['anestesia', 'anestesia local', 'anestesia general', 'dormido', 'sedacion', 'dolor', 'duele', 'adormecer'],
  },
  {
    source: 'What happens after the tenotomy?',
    question: '¿Qué pasa después de la tenotomía?',
    answer:
      'Justo después se pone un último yeso largo que mantiene el pie en la posición totalmente corregida. Normalmente se deja unas 3 semanas mientras el tendón cicatriza con una longitud mayor. Puede verse una pequeña mancha de sangre en el yeso, cerca del talón; pregunta a tu equipo qué es lo esperable y llámalos de inmediato si la mancha sigue creciendo. Cuando se quita el yeso, a tu bebé le ponen las botas y barra.',
    keywords: ['despues de la tenotomia', 'ultimo yeso', 'tres semanas', '3 semanas', 'cicatrizacion', 'recuperacion', 'mancha de sangre', 'sangre'],
  },
  {
    source: 'How can I prepare my baby and myself for the tenotomy?',
    question: '¿Cómo podemos prepararnos mi bebé y yo para la tenotomía?',
    answer:
      'Pregunta en tu consulta cuándo debe comer tu bebé antes del procedimiento y sigue sus instrucciones al pie de la letra. Lleva lo necesario para darle de comer, un chupete si lo usa, su mantita favorita y una muda de ropa y, si puedes, ve con otro adulto. Pregunta si puedes quedarte con tu bebé y anota tus preguntas, por ejemplo qué alivio para el dolor usar y a quién llamar fuera del horario de atención. Los bebés no recuerdan el procedimiento; lo que necesitan ese día es tu cariño y tu voz.',
    keywords: ['preparar', 'prepararse', 'ayuno', 'que llevar', 'nervios', 'miedo', 'preocupacion', 'dia del procedimiento'],
  },

  // La férula
  {
    source: 'What is the boots and bar brace, and how long does my child wear it?',
    question: '¿Qué es la férula de botas y barra y cuánto tiempo la tiene que usar mi hijo?',
    answer:
      'La férula de abducción, a la que muchos llaman botas y barra, son dos zapatos o botas especiales unidos a una barra que mantiene los pies separados y girados hacia fuera, con los ángulos que fija tu equipo. Normalmente se usa unas 23 horas al día durante unos 3 meses después de quitar el último yeso. Después se usa por la noche y durante las siestas, normalmente hasta los 4 o 5 años, más o menos. Tu equipo te dirá exactamente cuándo cambiar la pauta.',
    keywords: ['ferula', 'férula', 'botas y barra', 'botas', 'barra', 'ferula de abduccion', 'denis browne', 'cuanto tiempo'],
  },
  {
    source: 'Why does bracing matter so much if the feet already look straight?',
    question: '¿Por qué es tan importante la férula si los pies ya se ven rectos?',
    answer:
      'Los tejidos de un pie zambo tienden a volver a tensarse mientras el niño es pequeño y está creciendo, así que hay que mantener la corrección. La férula lo hace mientras duerme, y es la parte del tratamiento que más ayuda a evitar que el pie zambo vuelva. Dejarla antes de tiempo es una de las causas más frecuentes de recaída, así que nunca la dejes sin hablarlo antes con tu equipo. Si usar la férula se está volviendo muy difícil, díselo a tu equipo; a menudo hay soluciones.',
    keywords: ['dejar la ferula', 'quitar la ferula', 'por que la ferula', 'evitar recaida', 'recaida', 'botas y barra', 'saltarse', 'ferula'],
  },
  {
    source: 'My baby cries a lot in the new brace; is that normal?',
    question: 'Mi bebé llora mucho con la férula nueva; ¿es normal?',
    answer:
      'Es muy frecuente que los bebés estén enfadados o lloren los primeros días con la férula, porque es algo nuevo y no pueden mover las piernas por separado. Que llore en esta etapa no suele significar que la férula le haga daño, y la mayoría de los niños se adaptan en una semana, más o menos. Consuélalo, mantén rutinas tranquilas y practica con tu bebé a patalear con las dos piernas a la vez con la barra. Si tu hijo parece tener dolor, si ves ampollas o marcas rojas que no desaparecen, o si sigue muy angustiado pasada más o menos la primera semana, llama a tu consulta.',
    keywords: ['llanto', 'llora', 'irritable', 'no duerme', 'primera semana', 'adaptacion', 'botas y barra', 'ferula'],
  },
  {
    source: 'How do I put the brace shoes on properly so the heel stays down?',
    question: '¿Cómo pongo bien los zapatos de la férula para que el talón quede abajo?',
    answer:
      'Usa calcetines finos y limpios de algodón que cubran toda la piel que toca el zapato, y alisa todas las arrugas. Empuja con suavidad el talón bien hasta el fondo de la parte de atrás del zapato; doblar la rodilla puede ayudar a que el talón baje. Abrocha primero la correa del tobillo para sujetar el talón, luego las demás correas o los cordones, y comprueba que los dedos queden planos. Si el talón se sigue levantando y saliendo, pide a tu equipo que revise el ajuste, y nunca cambies tú los ajustes de la barra.',
    keywords: ['poner la ferula', 'talon se sale', 'correas', 'calcetines', 'medias', 'ajuste', 'cordones', 'botas'],
  },
  {
    source: 'What should I do about red marks or blisters from the brace?',
    question: '¿Qué hago si la férula le deja marcas rojas o ampollas?',
    answer:
      'Revisa los pies de tu hijo cada vez que le quites las botas. Son frecuentes las marcas de color rosa claro que desaparecen poco después de quitar las botas. Las ampollas, la piel abierta o las zonas rojas que no desaparecen pueden ser úlceras por presión y necesitan atención, así que ponte en contacto con tu consulta para que te aconsejen, en lugar de simplemente dejar de ponerle la férula. Pregunta a tu equipo antes de ponerle cremas o lociones en la piel que queda bajo las correas.',
    keywords: ['marcas rojas', 'ampollas', 'ampolla', 'llagas', 'piel', 'roce', 'crema', 'ferula'],
  },
  {
    source: 'How can I get my toddler to keep wearing the brace at night?',
    question: '¿Cómo consigo que mi niño pequeño siga usando la férula por la noche?',
    answer:
      'Haz que la férula sea un paso fijo de la rutina de la hora de dormir, por ejemplo baño, pijama, férula, cuento y a dormir, y pónsela cuando tu hijo esté tranquilo. Dale pequeñas opciones para elegir, como qué calcetines ponerse o a qué juguete se le pone una férula de mentira, y prueba con una tabla de pegatinas o stickers. Usa un tono amable pero natural, sin darle mucha importancia, y comparte la rutina con otro adulto para que nunca dependa de una sola persona. Si de repente tu hijo se resiste a la férula después de una temporada tranquila, comprueba si los zapatos se le han quedado pequeños.',
    keywords: ['niño pequeño', 'hora de dormir', 'no quiere', 'se resiste', 'noche', 'siestas', 'rutina', 'pegatinas'],
  },
  {
    source: 'We missed a few nights in the brace because of illness or a holiday; what now?',
    question: 'No le pusimos la férula algunas noches por una enfermedad o unas vacaciones; ¿y ahora qué hacemos?',
    answer:
      'Una noche sin férula no es un desastre, pero si se repiten las noches sin ella, los pies pueden volver a tensarse. Vuelve a la rutina lo antes posible. Si el uso de la férula se ha interrumpido durante más de unos pocos días, díselo a tu equipo para que revisen los pies de tu hijo. Avísales también si, al retomarla, parece que la férula ya no le queda bien.',
    keywords: ['noches sin ferula', 'se me olvido', 'olvidamos', 'enfermo', 'vacaciones', 'descanso de la ferula', 'saltarse'],
  },
  {
    source: 'How do I know when my child has outgrown the brace shoes?',
    question: '¿Cómo sé cuándo a mi hijo se le han quedado pequeños los zapatos de la férula?',
    answer:
      'Los zapatos de la férula se quedan pequeños igual que los zapatos normales, y los pies crecen rápido en los primeros años. Algunas señales son que los dedos llegan al final del zapato, marcas rojas que no desaparecen, que el talón se salga una y otra vez, o que el niño de repente empiece a resistirse a la férula. Pregunta a tu equipo por una talla nueva en lugar de aflojar las correas o dejar de ponerle la férula.',
    keywords: ['quedan pequeños', 'le quedan chicos', 'talla nueva', 'zapatos de la ferula', 'crecimiento', 'aprietan', 'numero'],
  },

  // Las recaídas
  {
    source: 'What are the signs that clubfoot is coming back?',
    question: '¿Cuáles son las señales de que el pie zambo está volviendo?',
    answer:
      'Una recaída significa que parte de la posición original del pie zambo empieza a volver. Algunas señales son caminar apoyando el borde externo del pie, caminar de puntillas o que el talón no baje, que el tobillo se doble hacia arriba menos que antes, caminar con las puntas de los pies hacia dentro, o que de repente cueste mucho más poner los zapatos de la férula. Algunas de estas cosas pueden ser parte del desarrollo normal, así que simplemente pide a tu equipo que lo revise. Un video corto de tu hijo caminando descalzo puede ayudar.',
    keywords: ['recaida', 'recaída', 'recidiva', 'vuelve', 'pie hacia dentro', 'de puntillas', 'borde externo', 'señales'],
  },
  {
    source: 'Why does clubfoot relapse?',
    question: '¿Por qué hay recaídas en el pie zambo?',
    answer:
      'Los tejidos del pie zambo tienden de forma natural a tensarse, sobre todo en los primeros años, mientras el niño crece rápido. La mayoría de las recaídas tienen que ver con dejar la férula antes de tiempo o usarla solo algunas noches. Pero la recaída también puede ocurrir cuando la familia ha hecho todo lo que se le pidió, porque algunos pies son simplemente más rígidos que otros, así que, por favor, no te culpes. Por eso las consultas siguen revisando los pies durante varios años.',
    keywords: ['recaida', 'recidiva', 'por que', 'causa', 'uso de la ferula', 'dejar la ferula', 'culpa'],
  },
  {
    source: 'How is a clubfoot relapse treated?',
    question: '¿Cómo se trata una recaída del pie zambo?',
    answer:
      'El tratamiento depende de la edad de tu hijo y de lo que esté haciendo el pie, y tu equipo examinará primero a tu hijo. Muchas recaídas responden bien a una serie corta de yesos de Ponseti, normalmente seguida de volver a la férula, y a veces de una nueva tenotomía. A algunos niños de unos 3 años o más cuyo pie sigue girando hacia dentro al caminar se les puede ofrecer una transferencia del tendón del tibial anterior, una operación programada que equilibra la fuerza con la que tiran los músculos. Una recaída no significa que el tratamiento haya fracasado, y muchos niños llegan a tener pies fuertes y cómodos.',
    keywords: ['nuevos yesos', 'volver a enyesar', 'transferencia tendinosa', 'tibial anterior', 'transferencia del tibial', 'cirugia', 'supinacion dinamica', 'tratamiento'],
  },

  // Los zapatos
  {
    source: 'How do I find shoes when my feet are two different sizes?',
    question: '¿Cómo encuentro zapatos si mis pies son de dos tallas distintas?',
    answer:
      'Un pie zambo tratado suele ser más corto, y a veces más ancho, que el otro, a menudo entre una talla y una talla y media de zapato. Para diferencias pequeñas, mucha gente compra la talla del pie más grande y rellena el zapato del pie más pequeño con una plantilla extra, una talonera o una almohadilla para la lengüeta, o elige cordones o correas que se puedan apretar más en un lado. Para diferencias mayores, algunas opciones son comprar dos pares, preguntar en las tiendas si venden tallas distintas para cada pie, o intercambiar con alguien que tenga las tallas al revés. Mide los dos pies cada vez que compres zapatos.',
    keywords: ['tallas distintas', 'numero distinto', 'zapatos', 'calzado', 'plantilla', 'un pie mas pequeño', 'talla de zapato', 'diferente talla'],
  },
  {
    source: 'Is there a way to swap shoes with someone whose feet are the opposite sizes?',
    question: '¿Hay alguna forma de intercambiar zapatos con alguien que tenga las tallas al revés?',
    answer:
      'Sí. Clubfoot Buddy, en este sitio, te sugiere miembros cuya talla del pie izquierdo coincide con la de tu pie derecho y cuya talla del pie derecho coincide con la de tu izquierdo. Te pones de acuerdo con la otra persona, cada una compra un par en una talla distinta y hacen el intercambio, de modo que cada una se queda con un zapato izquierdo y uno derecho que le quedan bien y paga un solo par. Se trata de compartir zapatos, no de consejos médicos, así que consulta a tu equipo de atención sobre el ajuste, las férulas o el tratamiento.',
    keywords: ['intercambio de zapatos', 'intercambiar', 'clubfoot buddy', 'buddy', 'par desparejado', 'zapatos distintos', 'cambiar zapatos'],
  },

  // La actividad
  {
    source: 'Will my child walk at the normal age?',
    question: '¿Mi hijo empezará a caminar a la edad normal?',
    answer:
      'Los bebés y niños pequeños con pie zambo suelen alcanzar hitos como sentarse, gatear y caminar dentro de las edades habituales, aunque, de media, empiezan a caminar un poco más tarde, a menudo uno o dos meses. Usar la férula por la noche no suele frenar el desarrollo durante el día, y muchos niños pequeños incluso aprenden a gatear y a ponerse de pie agarrándose con la barra puesta. Si te preocupan los hitos del desarrollo de tu hijo, coméntalo con tu equipo de tratamiento o con la enfermera de pediatría.',
    keywords: ['caminar', 'andar', 'hitos', 'primeros pasos', 'gatear', 'camina tarde', 'desarrollo'],
  },
  {
    source: 'Can children with treated clubfoot run and play sports?',
    question: '¿Los niños con pie zambo tratado pueden correr y hacer deporte?',
    answer:
      'Sí, la mayoría de los niños con pie zambo tratado corren, trepan, bailan, nadan, van en bicicleta y practican deportes de equipo con sus amigos. No hay un único deporte ideal, así que deja que tu hijo pruebe lo que le interese, con un calzado que sujete bien y sea de su talla. Algunos se cansan un poco antes en carreras largas, y conviene consultar con el equipo o con un fisioterapeuta si hay dolor que no se va, cojera o si evita hacer actividades.',
    keywords: ['deporte', 'futbol', 'fútbol', 'baile', 'ballet', 'correr', 'gimnasia', 'educacion fisica'],
  },
  {
    source: 'Why is the calf smaller and the foot shorter on the clubfoot side?',
    question: '¿Por qué la pantorrilla es más delgada y el pie más corto en el lado del pie zambo?',
    answer:
      'Incluso después de un tratamiento exitoso, la pantorrilla del lado afectado suele ser más pequeña, y el pie a menudo es algo más corto. Esto forma parte de la propia condición y es de esperar, incluso cuando el tratamiento ha ido muy bien. No lo causa nada que hayas hecho, y no significa que el ejercicio o el tratamiento hayan fallado. A muchos niños estas diferencias no les limitan en absoluto.',
    keywords: ['pantorrilla', 'gemelo', 'pantorrilla delgada', 'pierna mas delgada', 'musculo', 'pie mas corto', 'asimetria', 'largo de la pierna'],
  },
  {
    source: 'Should my child do stretches or see a physiotherapist?',
    question: '¿Mi hijo debería hacer estiramientos o ir al fisioterapeuta?',
    answer:
      'Algunos equipos de tratamiento sugieren estiramientos sencillos de pantorrilla y tobillo, sobre todo para niños mayores y adolescentes durante los estirones. Pregunta a tu equipo o a un fisioterapeuta qué estiramientos le convienen a tu hijo, cuánto tiempo mantenerlos y con qué frecuencia, y pídeles que te enseñen la técnica. Un estiramiento debe sentirse como un tirón suave, nunca como un dolor agudo. El juego de todos los días, como trepar, los juegos de caminar de puntillas y caminar sobre césped y arena, también desarrolla la fuerza y el equilibrio.',
    keywords: ['fisioterapia', 'fisio', 'kinesiologia', 'kinesiologo', 'estiramientos', 'ejercicios', 'fuerza', 'estiron'],
  },

  // Los viajes
  {
    source: 'Can we travel or go on holiday while our baby is in casts or the brace?',
    question: '¿Podemos viajar o irnos de vacaciones mientras nuestro bebé lleva yesos o la férula?',
    answer:
      'Sí, muchas familias viajan durante el tratamiento con un poco más de planificación. Los yesos se cambian cada semana, así que los viajes más largos suelen ser más fáciles después de la etapa de los yesos, y nunca debes saltarte un cambio de yeso sin acordarlo con tu consulta. Mantén la pauta de la férula durante las vacaciones y, si cambias de huso horario, ajusta las horas de la férula a las del sueño. Los yesos deben mantenerse secos, así que las piscinas y las playas tendrán que esperar a que termine la etapa de los yesos; y averigua cómo conseguirías atención médica en el lugar donde te vayas a alojar.',
    keywords: ['vacaciones', 'viaje', 'viajar', 'extranjero', 'playa', 'huso horario', 'avion'],
  },
  {
    source: 'How do we manage flights and car seats with casts or boots and bar?',
    question: '¿Cómo nos arreglamos con los vuelos y la silla del auto si lleva yesos o botas y barra?',
    answer:
      'Comprueba que tu bebé cabe de forma segura en la silla del auto (o del coche) con los yesos o la férula puestos; el arnés debe seguir ajustándose correctamente, y nunca debes aflojarlo para hacer espacio. Si no cabe bien, pide consejo a tu consulta. Para los vuelos, pide a tu consulta una carta breve sobre el tratamiento, lleva la férula y calcetines de repuesto en el equipaje de mano, y ponte en contacto con la aerolínea con antelación si necesitas ayuda con los asientos.',
    keywords: ['silla del auto', 'silla del coche', 'autoasiento', 'avion', 'vuelo', 'aeropuerto', 'aerolinea', 'equipaje de mano'],
  },
  {
    source: 'What should we do if we move to another country during treatment?',
    question: '¿Qué hacemos si nos mudamos a otro país durante el tratamiento?',
    answer:
      'Pide a tu consulta actual un resumen por escrito: cuántos yesos tuvo tu hijo, si se le hizo una tenotomía, el tipo de férula y sus ajustes, y la pauta prevista. Llévalo a tu nuevo equipo, junto con las fotos o videos que tengas de los pies de tu hijo. Intenta concertar la primera cita en tu nuevo lugar de residencia antes de viajar, para que la atención siga sin interrupciones.',
    keywords: ['mudanza', 'mudarse', 'emigrar', 'otro pais', 'nuevo pais', 'cambiar de medico', 'historia clinica', 'informe'],
  },

  // Adultos
  {
    source: 'I am an adult who had clubfoot as a baby and my foot hurts; what can help?',
    question: 'Nací con pie zambo, ya soy una persona adulta y me duele el pie; ¿qué me puede ayudar?',
    answer:
      'Muchos adultos que recibieron tratamiento por pie zambo llevan una vida activa, pero algunos notan rigidez, molestias después de días largos, o dolor. Algunas cosas que suelen ayudar son un calzado que sujete bien y sea de la talla adecuada, a veces con plantillas u órtesis; estiramientos suaves de la pantorrilla guiados por un fisioterapeuta; dosificar los ratos largos de pie; y analgésicos sencillos usados según te indique tu médico o farmacéutico. Si el dolor va a más o afecta a tu vida diaria, vale la pena que te lo revisen en lugar de aguantarlo.',
    keywords: ['adulto', 'adulta', 'dolor', 'molestias', 'rigidez', 'plantillas', 'ortesis', 'calzado'],
  },
  {
    source: 'Do adults with clubfoot get arthritis, and who should I see about it?',
    question: '¿Los adultos con pie zambo tienen artrosis o artritis, y a quién debo consultar?',
    answer:
      'Algunas personas con un pie zambo tratado desarrollan artrosis en el tobillo o el pie con los años, aunque no a todas les pasa. Las señales pueden incluir dolor que aumenta con la actividad, hinchazón y rigidez que empeora poco a poco. Pide a tu médico de cabecera o de familia que te derive a un especialista en traumatología y ortopedia de pie y tobillo, y lleva los informes que tengas del tratamiento que recibiste de niño. Hay muchas opciones para adultos, desde medidas sencillas y fisioterapia hasta tratamientos especializados y cirugía.',
    keywords: ['artrosis', 'artritis', 'adulto', 'traumatologo', 'ortopedista', 'pie y tobillo', 'derivacion', 'articulacion'],
  },
  {
    source: 'Can clubfoot still be treated in a teenager or adult?',
    question: '¿Todavía se puede tratar el pie zambo en un adolescente o un adulto?',
    answer:
      'Sí. El tratamiento puede ayudar a cualquier edad, aunque las opciones son distintas de las de los bebés. Los niños más grandes a menudo todavía pueden beneficiarse de yesos basados en el método Ponseti, a veces combinados con otros procedimientos, y los adultos con pie zambo sin tratar o tratado antes pueden ser valorados por un especialista en traumatología y ortopedia de pie y tobillo. Este especialista puede explicar qué es realista, desde el calzado y la fisioterapia hasta la cirugía cuando hace falta.',
    keywords: ['tratamiento en adultos', 'adulto', 'sin tratar', 'pie zambo no tratado', 'adolescente', 'cirugia', 'mayor', 'tarde'],
  },

  // Apoyo emocional
  {
    source: 'I feel overwhelmed and sad since my baby was diagnosed; is that normal?',
    question: 'Desde el diagnóstico de mi bebé siento tristeza y que todo me supera; ¿es normal?',
    answer:
      'Sí. El impacto, la tristeza, la preocupación, la culpa y el alivio son todos frecuentes, y muchos padres sienten varias de estas cosas en un mismo día. Ninguno de estos sentimientos te convierte en un mal padre o una mala madre. A menudo ayuda hablar con tu pareja, con tus amistades, con el equipo de tu consulta o con otros padres de niños con pie zambo. Si el ánimo bajo, la ansiedad o el agotamiento no mejoran, habla con tu médico, con tu matrona o partera o con la enfermera de pediatría; la depresión y la ansiedad posparto son frecuentes y tienen tratamiento. Si alguna vez tienes pensamientos de hacerte daño a ti o a tu bebé, por favor, busca ayuda de inmediato: llama al número de emergencias de tu país o a una línea de crisis (en EE. UU., llama o envía un mensaje de texto al 988; en el Reino Unido e Irlanda, llama a Samaritans al 116 123; en otros países: findahelpline.com).',
    keywords: ['sentimientos', 'tristeza', 'llorar', 'ansiedad', 'agobio', 'depresion', 'depresion posparto', 'sobrellevar'],
  },
  {
    source: 'How do I explain clubfoot to family, friends and older siblings?',
    question: '¿Cómo le explico el pie zambo a la familia, a los amigos y a los hermanos mayores?',
    answer:
      'Ayuda dar una explicación breve y sencilla, por ejemplo: cuando nació tenía el pie girado hacia dentro; es algo frecuente y tiene muy buen tratamiento; llevará yesos unas semanas y después unas botas especiales, al principio todo el día y luego por la noche, hasta que tenga unos 4 o 5 años. Con los hermanos, usa palabras adecuadas a su edad y deja que ayuden, por ejemplo eligiendo los calcetines o poniendo pegatinas en un yeso. Invitar a los abuelos a una cita les ayuda a apoyarte en lugar de cuestionar el tratamiento.',
    keywords: ['familia', 'abuelos', 'hermanos', 'hermano mayor', 'explicar', 'amigos', 'contarlo', 'como decirlo'],
  },
  {
    source: 'Where can I talk to other parents going through clubfoot treatment?',
    question: '¿Dónde puedo hablar con otros padres que están pasando por el tratamiento del pie zambo?',
    answer:
      'Muchos padres dicen que hablar con otras personas que lo han vivido es lo que más les ha ayudado. El foro de la comunidad de este sitio tiene espacios para diagnósticos recientes, yesos y tenotomía, férula, zapatos, adultos con pie zambo, e historias y logros. Puede que tu consulta también conozca algún grupo de padres de tu zona. Para las preguntas médicas, consulta siempre a tu propio equipo en lugar de fiarte de las experiencias de otras personas.',
    keywords: ['foro', 'comunidad', 'otros padres', 'otras familias', 'grupo de apoyo', 'apoyo', 'hablar', 'conectar'],
  },

  // La escuela
  {
    source: "What should I tell my child's nursery or school about clubfoot?",
    question: '¿Qué le cuento a la guardería o a la escuela de mi hijo sobre el pie zambo?',
    answer:
      'Que sea breve y práctico: una nota de una página que explique que tu hijo nació con pie zambo, que ha recibido tratamiento y que lo sigue un equipo especializado. Incluye si todavía necesita las botas y barra para las siestas y cómo ponérselas, cualquier diferencia que el personal pueda notar, como que se canse antes en las caminatas largas, qué hacer si tu hijo se queja de dolor, y las fechas de las próximas citas. Pide al personal que te avise si nota que cojea, que camina de puntillas o que camina apoyando el borde externo del pie.',
    keywords: ['guarderia', 'escuela', 'colegio', 'jardin infantil', 'kinder', 'maestro', 'siestas', 'carta'],
  },
  {
    source: 'Can my child do PE, and what do I say when other children ask about their feet?',
    question: '¿Mi hijo puede hacer educación física, y qué le digo cuando otros niños le preguntan por sus pies?',
    answer:
      'Los niños con pie zambo tratado normalmente pueden participar plenamente en educación física, en los juegos y en el recreo, quizá con un breve descanso si se les cansa la pantorrilla. Ayuda a tu hijo a practicar una respuesta sencilla para los compañeros curiosos, como: nací con el pie girado hacia dentro y los médicos me ayudaron a que creciera derecho. A algunos niños les encanta enseñar sus botas, otros prefieren su privacidad, y las dos cosas están bien. Si hay burlas, pide al personal que las trate como cualquier otra falta de respeto o crueldad.',
    keywords: ['educacion fisica', 'gimnasia', 'compañeros', 'companeros', 'burlas', 'acoso', 'bullying', 'recreo'],
  },

  // Encontrar atención y acceso
  {
    source: 'How do I find a Ponseti-trained clubfoot doctor near me?',
    question: '¿Cómo encuentro cerca de mí un médico de pie zambo formado en el método Ponseti?',
    answer:
      'Nuestro servicio gratuito de derivación puede ponerte en contacto con especialistas con experiencia y formación en el método Ponseti: nos cuentas sobre tu hijo o sobre ti, nuestro equipo revisa tu solicitud y te sugerimos hasta tres especialistas para que elijas. Tu médico de familia, tu pediatra o tu matrona también pueden derivarte a una consulta de pie zambo. Si el pie zambo se vio en una ecografía del embarazo, puedes pedir la derivación antes de que nazca tu bebé.',
    keywords: ['buscar medico', 'encontrar medico', 'especialista', 'ponseti', 'derivacion', 'cerca de mi', 'traumatologo', 'segunda opinion'],
  },
  {
    source: 'Is clubfoot treatment available and affordable in low-income countries?',
    question: '¿El tratamiento del pie zambo está disponible y es asequible en los países de bajos ingresos?',
    answer:
      'El método Ponseti es de bajo costo y se basa sobre todo en manos expertas, yeso, una liberación rápida del tendón que a menudo se hace con anestesia local, y una férula, así que se puede ofrecer en hospitales de distrito y en centros de salud comunitarios. Muchos países tienen ya programas nacionales de pie zambo que forman a trabajadores de la salud y ayudan a las familias a conseguir férulas y seguimiento, a menudo con el apoyo de organizaciones benéficas e internacionales. Aun así, las familias pueden tener que afrontar gastos de viaje y largas distancias, y los programas ayudan con cosas como recordatorios, grupos de padres y férulas fabricadas en el propio país.',
    keywords: ['costo', 'coste', 'precio', 'gratis', 'tratamiento gratuito', 'paises en desarrollo', 'ong', 'acceso'],
  },
  {
    source: 'Can you diagnose my child or tell me what medicine to give?',
    question: '¿Puedes diagnosticar a mi hijo o decirme qué medicamento darle?',
    answer:
      'Puedo compartir información general de este sitio, pero no puedo diagnosticar a nadie, valorar fotos o síntomas, ni recomendar medicamentos o dosis. Solo un profesional de la salud que examine a tu hijo puede hacerlo, así que, por favor, ponte en contacto con el equipo de tratamiento de tu hijo, con tu médico o con un farmacéutico. Si algo parece urgente, como dedos que se ven pálidos o amoratados dentro de un yeso, llama de inmediato a tu consulta o busca atención de urgencia.',
    keywords: ['diagnostico', 'diagnosticar', 'consejo medico', 'dosis', 'medicamento', 'medicina', 'foto', 'es normal'],
  },
] satisfies SeedAssistantTranslation[];
