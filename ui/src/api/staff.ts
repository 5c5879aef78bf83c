import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { commands, type Role, type StaffDto } from "../bindings";
import { call } from "./call";
import { keys } from "./keys";

/** Every staff member, active or not, with whether each has a PIN and is locked out. */
export function useStaffList() {
  return useQuery({ queryKey: keys.staff, queryFn: () => call(commands.listStaff()) });
}

/**
 * A staff command: the member it returns replaces his row in the list at once; the list and
 * the session (the one signed in may be the one changed) are then read again from the room.
 */
function useStaffCommand<Args>(run: (args: Args) => Promise<StaffDto>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (changed) => {
      client.setQueryData<StaffDto[]>(keys.staff, (list) =>
        list && (list.some((s) => s.id === changed.id) ? list.map((s) => (s.id === changed.id ? changed : s)) : [...list, changed]),
      );
      void client.invalidateQueries({ queryKey: keys.staff });
      void client.invalidateQueries({ queryKey: keys.session });
    },
  });
}

export const useAddStaff = () =>
  useStaffCommand(({ name, role }: { name: string; role: Role }) => call(commands.addStaff(name, role)));

export const useSetStaffActive = () =>
  useStaffCommand(({ staffId, active }: { staffId: number; active: boolean }) => call(commands.setStaffActive(staffId, active)));

/** Makes a staff member a floor manager or a dealer. */
export const useSetStaffRole = () =>
  useStaffCommand(({ staffId, role }: { staffId: number; role: Role }) => call(commands.setStaffRole(staffId, role)));

/** Sets or resets a PIN; the room also lifts a lock. */
export const useSetPin = () =>
  useStaffCommand(({ staffId, pin }: { staffId: number; pin: string }) => call(commands.setPin(staffId, pin)));
