/**
 * The three printable planning files offered on /resources. The browser
 * builds each file from this text (no server request); plain ASCII so it
 * opens cleanly in any editor and prints on any printer.
 */

export interface ProductionFile {
  id: "rehearsal-schedule" | "props-checklist" | "directors-guide";
  fileName: string;
  title: string;
  description: string;
  content: string;
}

const RULE = "=".repeat(72);
const LINE = "-".repeat(72);

const REHEARSAL_SCHEDULE = `SCRIPTURE SKITS - REHEARSAL SCHEDULE TEMPLATE
${RULE}

Skit title:      ______________________________________________
Bible passage:   ______________________________________________
Performance:     Date __________  Time ________  Place ________________
Director:        ______________________  Phone ____________________
Assistant:       ______________________  Phone ____________________

Running time of the skit: ____ minutes
Rule of thumb for children: about 1 hour of rehearsal per minute of
performance, spread over 3 or 4 sessions. Keep each session to 45-60
minutes for under-10s.

${LINE}
WEEK 1 - READ AND UNDERSTAND                    Date: ____________
${LINE}
[ ] Welcome and prayer (5 min)
[ ] Read the Bible passage together; talk about what happens and why
    it matters (10 min)
[ ] Seated read-through of the whole skit (10 min)
[ ] Hand out parts and highlighted scripts; note absent actors
[ ] Walk the stage: entrances, exits, where the audience sits (10 min)
[ ] Send home: script, performance date, costume note for parents
Notes: ___________________________________________________________

${LINE}
WEEK 2 - BLOCKING                               Date: ____________
${LINE}
[ ] Warm-up: stretch, tongue twisters, big voices (5 min)
[ ] Block scene 1: who stands where, who moves when (15 min)
[ ] Block scene 2 / remaining scenes (15 min)
[ ] Mark positions on the floor with coloured tape
[ ] Run the whole skit slowly with scripts in hand (10 min)
[ ] Check: every actor knows when they enter and where they wait
Notes: ___________________________________________________________

${LINE}
WEEK 3 - OFF BOOK AND PROPS                     Date: ____________
${LINE}
[ ] Warm-up (5 min)
[ ] Lines check: who still needs scripts in hand?
[ ] Add props; practise picking them up and putting them down
[ ] Add sound effects and music cues
[ ] Full run-through, then a second run with notes (25 min)
[ ] Confirm costumes with each actor / parent
Notes: ___________________________________________________________

${LINE}
WEEK 4 - DRESS REHEARSAL (in the performance space)  Date: ________
${LINE}
[ ] Costumes on; check headdresses stay on and nothing trips anyone
[ ] Props table set out backstage, every prop in its marked spot
[ ] Microphone and lighting check
[ ] Full run-through without stopping
[ ] Practise the bow and leaving the stage
[ ] Short notes session; praise what went well
[ ] Remind everyone: arrival time on the day and what to bring
Notes: ___________________________________________________________

${LINE}
PERFORMANCE DAY                                 Date: ____________
${LINE}
Arrive by: ________ (at least 45 minutes before the start)
[ ] Stage and sightlines check       [ ] Mics tested
[ ] Props table set                  [ ] Costumes laid out by actor
[ ] Bathroom and water for everyone  [ ] Warm-up and prayer
[ ] Prompter in place with script    [ ] Stage helper knows the cues

${LINE}
CAST AND CONTACTS
${LINE}
Character            Actor                 Understudy           Parent phone
-------------------  --------------------  -------------------  ------------
___________________  ____________________  ___________________  ____________
___________________  ____________________  ___________________  ____________
___________________  ____________________  ___________________  ____________
___________________  ____________________  ___________________  ____________
___________________  ____________________  ___________________  ____________
___________________  ____________________  ___________________  ____________
___________________  ____________________  ___________________  ____________
___________________  ____________________  ___________________  ____________

ATTENDANCE          Week 1   Week 2   Week 3   Dress   Performance
Name                ------   ------   ------   -----   -----------
__________________  [ ]      [ ]      [ ]      [ ]     [ ]
__________________  [ ]      [ ]      [ ]      [ ]     [ ]
__________________  [ ]      [ ]      [ ]      [ ]     [ ]
__________________  [ ]      [ ]      [ ]      [ ]     [ ]
__________________  [ ]      [ ]      [ ]      [ ]     [ ]
__________________  [ ]      [ ]      [ ]      [ ]     [ ]

Created with Scripture Skits - write, share and download Bible-story skits.
`;

const PROPS_CHECKLIST = `SCRIPTURE SKITS - PROPS AND COSTUMES CHECKLIST
${RULE}

Skit title: ______________________________  Performance date: ___________
Props manager: ___________________________  Phone: ______________________

How to use this list: write every item the script mentions, who brings
it and who uses it on stage. Tick "Ready" when it is in the props bin,
and "Back" when it has been returned after the performance.

${LINE}
1. PROPS BY SCENE
${LINE}
Scene  Item                      Used by          Brought by     Ready Back
-----  ------------------------  ---------------  -------------  ----- ----
_____  ________________________  _______________  _____________  [ ]   [ ]
_____  ________________________  _______________  _____________  [ ]   [ ]
_____  ________________________  _______________  _____________  [ ]   [ ]
_____  ________________________  _______________  _____________  [ ]   [ ]
_____  ________________________  _______________  _____________  [ ]   [ ]
_____  ________________________  _______________  _____________  [ ]   [ ]
_____  ________________________  _______________  _____________  [ ]   [ ]
_____  ________________________  _______________  _____________  [ ]   [ ]

${LINE}
2. COSTUMES BY CHARACTER
${LINE}
Character         Actor             Robe/tunic  Headdress  Belt  Extra item
----------------  ----------------  ----------  ---------  ----  ----------
________________  ________________  [ ]         [ ]        [ ]   __________
________________  ________________  [ ]         [ ]        [ ]   __________
________________  ________________  [ ]         [ ]        [ ]   __________
________________  ________________  [ ]         [ ]        [ ]   __________
________________  ________________  [ ]         [ ]        [ ]   __________
________________  ________________  [ ]         [ ]        [ ]   __________

Costume ideas that cost almost nothing:
  - Robe: oversized T-shirt, tunic or bathrobe, tied with rope or fabric
  - Headdress: tea towel held on with a headband or elastic band
  - Cloak: old curtain, blanket or fabric remnant
  - Kings: purple or red fabric, cardboard crown with foil
  - Shepherds: brown or grey robe, staff (broom handle or pool noodle)
  - Angels: white sheet or T-shirt, tinsel halo
  - Soldiers: grey tunic, cardboard breastplate and paper-plate shield

${LINE}
3. SET PIECES
${LINE}
[ ] Table and cloth (altar / market stall / supper table)
[ ] Chairs or benches: how many? ____
[ ] Blue sheet (sea, river, sky)
[ ] Location signs, e.g. "Jerusalem", "The Road to Jericho"
[ ] Backdrop or screen: ________________________________
[ ] Other: ____________________________________________

${LINE}
4. SOUND AND LIGHT
${LINE}
[ ] Music playlist in cue order, device charged, volume tested
[ ] Live sound-effect makers (baking sheet, rain stick, blocks)
[ ] Microphones and stands; spare batteries
[ ] Work lights / clamp lights, extension leads, gaffer tape
[ ] Battery tea lights (never real flames near costumes)

${LINE}
5. PERFORMANCE-DAY KIT
${LINE}
[ ] Spare printed scripts (at least 2) and a highlighter
[ ] Safety pins, hair ties, elastic bands, clothes pegs
[ ] Gaffer tape and coloured floor tape
[ ] Scissors, marker pens, spare paper
[ ] Labelled bag for each actor
[ ] Water and tissues
[ ] First-aid kit and the church's emergency contact list
[ ] Phone numbers of all parents

${LINE}
SAFETY CHECK (tick before the dress rehearsal)
${LINE}
[ ] No glass, nothing sharp, no real blades
[ ] No open flames anywhere on stage or backstage
[ ] Costumes short enough not to trip on stairs
[ ] Cables taped down and away from exits
[ ] Set pieces stable and light enough for two children to move

Created with Scripture Skits.
`;

const DIRECTORS_GUIDE = `SCRIPTURE SKITS - A DIRECTOR'S GUIDE FOR CHURCH SKITS
${RULE}

This guide is for the teacher or volunteer leading a short Bible skit with
children, teens or a mixed group. You do not need theatre experience. You
need a plan, patience and a sense of humour.

${LINE}
1. YOUR ROLE
${LINE}
- Keep the story central. The goal is that the audience (and the cast)
  remember the Bible passage, not that the show is perfect.
- Make everyone feel they matter, including non-speaking parts.
- Make the decisions: casting, staging and timing. Ask for ideas, but
  keep the final word so rehearsals stay focused.
- Recruit helpers early: a stage helper, a prompter, and someone for
  sound and lights.

${LINE}
2. SIX WEEKS TO SHOWTIME
${LINE}
Week -6  Choose the skit. Check cast size, length and reading level.
Week -5  Book the space and rehearsal times. Tell parents the dates.
Week -4  Read-through and casting. Send scripts home.
Week -3  Blocking: where everyone stands and moves.
Week -2  Lines down, props and sound effects added.
Week -1  Dress rehearsal in the performance space.
Day      Warm up, pray, perform, celebrate.

${LINE}
3. RUNNING A GOOD REHEARSAL
${LINE}
- Start on time with a short prayer and a warm-up game.
- Tell the group the plan for the session and stick to it.
- Work in small chunks: one scene, then run it again straight away.
- Give notes in a "two stars and a wish" way: two things that were
  good, one thing to try.
- Keep actors who are waiting busy: running lines in pairs, making
  signs, or practising sound effects.
- End with a full run of what you worked on, so everyone leaves
  feeling they have achieved something.

${LINE}
4. WORKING WITH CHILDREN
${LINE}
- Ages 3-5: keep it to actions, songs and echo lines led by an adult
  narrator. Ten-minute attention spans are normal.
- Ages 6-9: short lines, clear actions, lots of repetition. Let them
  hold scripts inside a folder until the final rehearsal.
- Ages 10-12: they can learn lines and enjoy comedy timing. Give them
  responsibility: props, cues, helping younger actors.
- Teens: offer real acting challenges and let them help with directing,
  sound or lighting.
- Always follow your church's safeguarding policy: two adults present,
  parental permission for photos, and a safe handover at the end.

${LINE}
5. STAGING BASICS
${LINE}
- Faces to the audience. Actors "cheat out": they turn partly toward
  the audience even when talking to each other.
- Never stand directly in front of another actor.
- Big, clear gestures read better than small ones from the back row.
- Enter and exit with purpose; no drifting off stage mid-line.
- Use levels: someone sitting, someone standing, someone on a step
  makes a picture more interesting.
- The narrator usually stands to one side, close to the audience.

${LINE}
6. VOICE
${LINE}
- Slower and louder than feels natural. Aim the voice at the back wall.
- Wait for laughter to finish before the next line.
- Finish every sentence; the end of a line is often the important part.
- Practise tricky names from the passage (Nebuchadnezzar!) early.

${LINE}
7. WHEN THINGS GO WRONG
${LINE}
- Forgotten line: the prompter whispers the first few words; the actor
  carries on. Practise this once in rehearsal so it is not scary.
- Missing actor: the understudy steps in, or the narrator reads the
  lines. Decide this before the day.
- Giggles: pause, let it pass, carry on. The audience is on your side.
- Prop breaks or goes missing: mime it. Audiences accept mime happily.
- Running long: cut a repeated section, not the ending.

${LINE}
8. PERFORMANCE-DAY RUN SHEET
${LINE}
T-45 min  Arrive. Walk the stage. Test mics and lights.
T-35 min  Props table set. Costumes laid out by actor.
T-25 min  Cast in costume. Bathroom and water.
T-15 min  Warm-up: stretch, tongue twisters, first and last lines.
T-5 min   Prayer. Places.
T-0       Leader introduces the skit and names the passage.
After     Bow together. Thank each child by name. Tidy and return props.

${LINE}
9. AFTER THE PERFORMANCE
${LINE}
- Talk with the cast about what the story means and how it felt to
  tell it.
- Thank helpers and parents publicly.
- Write down what worked and what you would change, while you still
  remember.
- If you wrote the skit on Scripture Skits, share it with the community
  library so another church can use it too.

Created with Scripture Skits.
`;

export const PRODUCTION_FILES: ProductionFile[] = [
  {
    id: "rehearsal-schedule",
    fileName: "rehearsal-schedule.txt",
    title: "Rehearsal Schedule Template",
    description:
      "A four-week plan with session checklists, a cast and contacts sheet and an attendance grid.",
    content: REHEARSAL_SCHEDULE,
  },
  {
    id: "props-checklist",
    fileName: "props-checklist.txt",
    title: "Props Checklist",
    description:
      "Props by scene, costumes by character, set pieces, a performance-day kit and a safety check.",
    content: PROPS_CHECKLIST,
  },
  {
    id: "directors-guide",
    fileName: "directors-guide.txt",
    title: "Director's Guide",
    description:
      "Rehearsal technique, working with each age group, staging basics and a performance-day run sheet.",
    content: DIRECTORS_GUIDE,
  },
];

/** Windows Notepad and most printers are happiest with CRLF line endings. */
export function withCrlfLineEndings(content: string): string {
  return content.replace(/\r?\n/g, "\r\n");
}
