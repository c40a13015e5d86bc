import type { SeedArticleTranslations } from './types';

export default {
  es: {
    title: 'Tu primera consulta en la clínica: preguntas que vale la pena hacer',
    excerpt:
      'En las primeras citas es fácil que todo pase muy deprisa. Este artículo explica lo que suele ocurrir y te sugiere preguntas para llevar, con una lista para imprimir y llevar contigo.',
    content: `<p>La primera cita en una clínica de pie zambo es un día importante. Puede que conozcas al equipo por primera vez, muy probablemente con un recién nacido, muy pocas horas de sueño y muchas cosas en la cabeza. Es completamente normal olvidar la mitad de lo que te dicen. Llegar con algunas preguntas preparadas, y con una forma de anotar las respuestas, puede marcar una gran diferencia.</p>
<h2>Qué suele pasar</h2>
<p>Cada clínica trabaja de forma un poco distinta, pero una primera visita suele incluir:</p>
<ul>
<li>Preguntas sobre el embarazo, el parto, los antecedentes familiares y la salud general de tu bebé</li>
<li>Una exploración cuidadosa de los pies de tu bebé y, por lo general, también de las caderas, la columna y el resto del cuerpo, para comprobar si hay algo más que pueda influir en el tratamiento</li>
<li>Una explicación del diagnóstico y del plan de tratamiento, que en la mayoría de las clínicas es el método Ponseti</li>
<li>A veces, el primer yeso ese mismo día</li>
</ul>
<p>Algunas clínicas usan un sistema de puntuación sencillo para describir cómo se ve el pie en cada visita, lo que ayuda a seguir su evolución con el tiempo. Pide al equipo que te explique todo lo que no tengas claro, tantas veces como lo necesites.</p>
<h2>Preguntas sobre el diagnóstico</h2>
<ul>
<li>¿Es un pie zambo idiopático o podría estar relacionado con otra afección?</li>
<li>¿Está afectado un pie o los dos? ¿Cuánta rigidez tiene el pie?</li>
<li>¿Necesita mi bebé alguna otra revisión o prueba?</li>
</ul>
<h2>Preguntas sobre el tratamiento</h2>
<ul>
<li>¿Cuándo empezarán con los yesos y, más o menos, cuántos yesos creen que harán falta?</li>
<li>¿Cuánto suelen durar las citas y cada cuánto tendremos que venir?</li>
<li>¿Cómo se retiran los yesos aquí? ¿Piden a los padres que los remojen en casa para quitarlos?</li>
<li>¿Es probable que mi bebé necesite una tenotomía? ¿Dónde y cómo se hace?</li>
<li>¿Qué pasa después de los yesos y cuánto tiempo durará el seguimiento?</li>
</ul>
<h2>Preguntas sobre los cuidados diarios</h2>
<ul>
<li>¿Qué debo revisar cada día y cuáles son las señales de alarma?</li>
<li>¿A quién llamo si hay un problema, también por la noche y los fines de semana?</li>
<li>¿Puedo darle de comer a mi bebé durante los cambios de yeso?</li>
<li>¿Hay ropa, sillas de auto o portabebés que funcionen mejor con los yesos?</li>
<li>¿Hay algo que debamos evitar mientras nuestro bebé lleve yesos?</li>
</ul>
<h2>Preguntas sobre el futuro</h2>
<ul>
<li>¿Qué señales podrían indicar que el pie está volviendo a su posición anterior y qué harían en ese caso?</li>
<li>¿Podrá mi hijo o hija caminar, correr y hacer deporte?</li>
<li>¿Pueden recomendarme algún grupo de padres o de apoyo entre familias?</li>
</ul>
<h2>Consejos para ese día</h2>
<ul>
<li>Lleva una libreta o usa el teléfono para anotar las respuestas. Pregunta si puedes grabar las instrucciones más importantes.</li>
<li>Si es posible, ve con otro adulto, para que te apoye y para tener un segundo par de oídos.</li>
<li>Lleva pañales de sobra, lo necesario para darle de comer, ropa de repuesto de una talla más y algo para que tu bebé no pase frío.</li>
<li>Reserva tiempo de sobra. Las consultas pueden retrasarse y los cambios de yeso llevan un rato.</li>
<li>Pide información por escrito para llevar a casa y pregunta cuál es la mejor forma de comunicarte con el equipo.</li>
</ul>
<h2>Cuidarte tú también ese día</h2>
<p>Ver cómo exploran a tu bebé y le ponen el yeso por primera vez puede removerte muchas emociones, aunque todo vaya bien. A muchos padres y madres les ayuda tener al bebé en brazos o darle de comer, hablarle o cantarle, y concentrarse en que esté tranquilo. Está bien salir un momento, y está bien llorar. El personal de la clínica está acostumbrado a acompañar tanto a los padres como a los bebés.</p>
<h2>No hay preguntas tontas</h2>
<p>El personal sanitario prefiere mil veces responder a una pregunta antes que dejar que te quedes con la preocupación en casa. Si se te ocurre algo después de salir, anótalo y pregúntalo en la siguiente visita, o llama a la clínica si no puede esperar. Nuestra lista de preguntas para imprimir, adjunta a este artículo, te permite ir marcándolas a medida que avanzas. Tu propio equipo es quien mejor conoce a tu bebé, así que sus respuestas siempre van primero.</p>`,
  },
  fr: {
    title: 'Votre première consultation : les questions à poser',
    excerpt:
      "Lors des premiers rendez-vous, tout peut aller très vite. Cet article explique ce qui se passe habituellement et propose des questions à poser, avec une liste à imprimer et à emporter.",
    content: `<p>Le premier rendez-vous dans une consultation spécialisée pour le pied bot est une journée importante. Vous rencontrez peut-être l'équipe pour la première fois, sans doute avec un nouveau-né, très peu de sommeil et beaucoup de choses en tête. Il est tout à fait normal d'oublier la moitié de ce qui est dit. Arriver avec quelques questions préparées, et de quoi noter les réponses, peut vraiment faire la différence.</p>
<h2>Ce qui se passe habituellement</h2>
<p>Chaque équipe fonctionne un peu différemment, mais une première visite comprend souvent :</p>
<ul>
<li>Des questions sur la grossesse, l'accouchement, les antécédents familiaux et la santé générale de votre bébé</li>
<li>Un examen attentif des pieds de votre bébé, et généralement aussi des hanches, de la colonne vertébrale et du reste du corps, pour vérifier que rien d'autre ne risque d'influencer le traitement</li>
<li>Une explication du diagnostic et du plan de traitement, qui repose, dans la plupart des centres, sur la méthode de Ponseti</li>
<li>Parfois, la pose du premier plâtre le jour même</li>
</ul>
<p>Certaines équipes utilisent un système de score simple pour décrire l'aspect du pied à chaque visite, ce qui aide à suivre l'évolution dans le temps. N'hésitez pas à demander à l'équipe de vous réexpliquer tout ce qui n'est pas clair, autant de fois que nécessaire.</p>
<h2>Questions sur le diagnostic</h2>
<ul>
<li>S'agit-il d'un pied bot idiopathique, ou pourrait-il être lié à une autre affection ?</li>
<li>Un seul pied est-il atteint, ou les deux ? Quel est le degré de raideur du pied ?</li>
<li>Mon bébé a-t-il besoin d'autres examens ou bilans ?</li>
</ul>
<h2>Questions sur le traitement</h2>
<ul>
<li>Quand les plâtres vont-ils commencer, et combien de plâtres prévoyez-vous à peu près ?</li>
<li>Combien de temps durent habituellement les rendez-vous, et à quelle fréquence devrons-nous venir ?</li>
<li>Comment les plâtres sont-ils retirés ici ? Demandez-vous aux parents de les faire tremper à la maison pour les enlever ?</li>
<li>Mon bébé aura-t-il probablement besoin d'une ténotomie ? Où et comment se fait-elle ?</li>
<li>Que se passe-t-il après les plâtres, et combien de temps durera le suivi ?</li>
</ul>
<h2>Questions sur les soins au quotidien</h2>
<ul>
<li>Que dois-je vérifier chaque jour, et quels sont les signes d'alerte ?</li>
<li>Qui dois-je appeler en cas de problème, y compris le soir et le week-end ?</li>
<li>Puis-je nourrir mon bébé pendant les changements de plâtre ?</li>
<li>Y a-t-il des vêtements, des sièges auto ou des porte-bébés mieux adaptés aux plâtres ?</li>
<li>Y a-t-il des choses à éviter tant que notre bébé est plâtré ?</li>
</ul>
<h2>Questions sur l'avenir</h2>
<ul>
<li>Quels signes pourraient indiquer que le pied commence à se redéformer, et que feriez-vous alors ?</li>
<li>Mon enfant pourra-t-il marcher, courir et faire du sport ?</li>
<li>Pouvez-vous me recommander un groupe de parents ou un soutien entre pairs ?</li>
</ul>
<h2>Conseils pour le jour J</h2>
<ul>
<li>Apportez un carnet ou utilisez votre téléphone pour noter les réponses. Demandez si vous pouvez enregistrer les consignes principales.</li>
<li>Venez si possible avec un autre adulte, à la fois pour vous soutenir et pour avoir une deuxième paire d'oreilles.</li>
<li>Emportez des couches en plus, de quoi nourrir votre bébé, des vêtements de rechange d'une taille au-dessus et de quoi le garder au chaud.</li>
<li>Prévoyez largement le temps. Les consultations peuvent prendre du retard, et les changements de plâtre prennent un moment.</li>
<li>Demandez des informations écrites à emporter, ainsi que le meilleur moyen de joindre l'équipe.</li>
</ul>
<h2>Prendre soin de vous ce jour-là</h2>
<p>Voir votre bébé examiné et plâtré pour la première fois peut être très émouvant, même quand tout va bien. Beaucoup de parents trouvent utile de tenir leur bébé dans les bras ou de le nourrir, de lui parler ou de lui chanter quelque chose, et de se concentrer sur le fait de l'apaiser. Vous avez le droit de sortir un moment, et vous avez le droit de pleurer. Le personnel a l'habitude d'accompagner les parents autant que les bébés.</p>
<h2>Il n'y a pas de question bête</h2>
<p>Les soignants préfèrent de loin répondre à une question plutôt que de vous savoir dans l'inquiétude à la maison. Si une question vous vient après le rendez-vous, notez-la et posez-la à la prochaine visite, ou appelez le service si elle ne peut pas attendre. Notre liste de questions à imprimer, jointe à cet article, vous permet de les cocher au fur et à mesure. Votre propre équipe est celle qui connaît le mieux votre bébé : ses réponses passent toujours en premier.</p>`,
  },
} satisfies SeedArticleTranslations;
